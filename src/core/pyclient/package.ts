// A loaded spec as a Python package: a module per tag (first path segment when untagged), a function per operation,
// a lazy __init__ that imports only the module of the name asked for, and a README listing the modules.
import type { LoadedSpec, OperationInfo } from '../openapi';
import { NameSpace, snakeCase } from './names';
import { functionSource } from './operation';
import { docText, pyString } from './pyText';
import { classSource, TypeBuilder } from './types';

export type PackageSpec = Pick<LoadedSpec, 'title' | 'operations' | 'tags' | 'securitySchemes' | 'resolver'>;

/** One API's generated package: its short name and its files by path inside /apis/<name>/. */
export interface ApiPackage {
  name: string;
  files: Record<string, string>;
}

interface ModulePlan {
  name: string;
  label: string;
  ops: Array<{ op: OperationInfo; fn: string }>;
}

function moduleLabel(op: OperationInfo): string {
  return op.tags[0] ?? op.path.split('/').find((s) => s !== '' && !s.startsWith('{') && !s.startsWith('#')) ?? 'default';
}

/** Each operation's function name, index for index: its operationId (else method and path) in snake_case, clashes numbered in document order. */
export function functionNames(operations: readonly OperationInfo[]): string[] {
  const fns = new NameSpace();
  return operations.map((op) => fns.claim(snakeCase(op.operationId ?? `${op.method} ${op.path}`, op.method)));
}

/** Function names, then module names that none of them shadow. */
function plan(spec: PackageSpec): ModulePlan[] {
  const fnNames = functionNames(spec.operations);
  const fns = new NameSpace(fnNames);
  const named = spec.operations.map((op, i) => ({ op, fn: fnNames[i] ?? op.method }));
  const byLabel = new Map<string, ModulePlan['ops']>();
  for (const entry of named) {
    const label = moduleLabel(entry.op);
    byLabel.set(label, [...(byLabel.get(label) ?? []), entry]);
  }
  const modules = new NameSpace();
  return [...byLabel].map(([label, ops]) => {
    const base = snakeCase(label, 'default');
    return { name: modules.claim(fns.has(base) ? `${base}_ops` : base), label, ops };
  });
}

function moduleSource(spec: PackageSpec, m: ModulePlan): string {
  const types = new TypeBuilder((ref) => spec.resolver.get(ref), m.ops.map((o) => o.fn));
  const functions = m.ops.map(({ op, fn }) => functionSource(spec, op, fn, types));
  const description = spec.tags.find((t) => t.name === m.label)?.description;
  const exported = [...m.ops.map((o) => o.fn), ...types.classes.map((c) => c.name)];
  return [
    `"""${docText(`${m.label}: ${description ?? `${m.ops.length} operation(s) of ${spec.title}`}`, 300)}"""`,
    'from __future__ import annotations',
    '',
    'from typing import Any, Literal, NotRequired, TypedDict',
    '',
    'from ._client import ApiError, send as _send',
    '',
    `__all__ = [${exported.map(pyString).join(', ')}]`,
    '',
    ...types.classes.map(classSource),
    '',
    ...functions.map((f) => `${f}\n`),
  ].join('\n');
}

const initSource = (spec: PackageSpec, modules: ModulePlan[]): string => `"""${docText(spec.title, 120)} as Python: one module per tag, one function per operation (README.md lists them)."""
from ._client import BASE_URL, ApiError

_INDEX = {${modules.flatMap((m) => m.ops.map((o) => `${pyString(o.fn)}: ${pyString(m.name)}`)).join(', ')}}
__all__ = ["ApiError", "BASE_URL", *_INDEX]


def __getattr__(name):
    module = _INDEX.get(name)
    if module is None:
        raise AttributeError(f"{__name__} has no function {name!r} (README.md lists the modules)")
    import importlib
    value = getattr(importlib.import_module(f".{module}", __name__), name)
    globals()[name] = value
    return value


def __dir__():
    return list(__all__)
`;

/** _client.py: the package's BASE_URL (from _server.py, written per run) bound to the shared runtime. */
const CLIENT_PY = `"""Sends this package's calls to its BASE_URL (the server chosen for the run) through the shared runtime."""
from .._runtime import ApiError, send as _send_to
from ._server import BASE_URL


def send(operation, method, path, **kwargs):
    return _send_to(BASE_URL, operation, method, path, **kwargs)
`;

function readme(spec: PackageSpec, name: string, modules: ModulePlan[]): string {
  const example = modules[0]?.ops[0]?.fn ?? 'name';
  const lines = modules.map((m) => {
    const description = spec.tags.find((t) => t.name === m.label)?.description;
    const fns = m.ops.map((o) => o.fn);
    const what = description ? docText(description, 100) : `${fns.slice(0, 4).join(', ')}${fns.length > 4 ? ', …' : ''}`;
    return `- \`${m.name}\` (${fns.length}): ${what}`;
  });
  return [
    `# ${spec.title}: Python client`,
    '',
    `\`from apis.${name} import ${example}\` (or from \`apis.${name}.<module>\`). Functions take keyword arguments, return`,
    'parsed JSON (TypedDicts), text or bytes, and raise `ApiError` (.status, .body, .operation) on a non-2xx answer.',
    'Read a module file for its signatures and docstrings.',
    '',
    `## Modules (${modules.length}, ${spec.operations.length} functions)`,
    '',
    ...lines,
    '',
  ].join('\n');
}

/** Generates the package of one API. `name` is its short name (a Python identifier, see core/sources). */
export function generatePackage(spec: PackageSpec, name: string): ApiPackage {
  const modules = plan(spec);
  const files: Record<string, string> = {
    '__init__.py': initSource(spec, modules),
    '_client.py': CLIENT_PY,
    'README.md': readme(spec, name, modules),
  };
  for (const m of modules) files[`${m.name}.py`] = moduleSource(spec, m);
  return { name, files };
}
