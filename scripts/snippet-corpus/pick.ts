// Which operations of a spec the corpus run tries, and the app's snippet for one (the current generator, or the
// explorer's older one when this script runs in a checkout from before core/snippet existed).
import type { LoadedSpec, OperationInfo } from '../../src/core/openapi';

const WRITES = new Set(['post', 'put', 'patch']);

/** A GET with path parameters, a GET without, a write; then the next operations in spec order. */
export function pickOperations(spec: LoadedSpec, count: number): OperationInfo[] {
  const ops = spec.operations.filter((o) => !o.deprecated);
  const first = (test: (o: OperationInfo) => boolean) => ops.find(test);
  const picked = [
    first((o) => o.method === 'get' && o.path.includes('{')),
    first((o) => o.method === 'get' && !o.path.includes('{')),
    first((o) => WRITES.has(o.method)),
    ...ops,
  ].filter((o): o is OperationInfo => o !== undefined);
  return [...new Set(picked)].slice(0, count);
}

type Generator = (spec: LoadedSpec, op: OperationInfo) => string;
let generator: Promise<Generator> | null = null;

export function snippetFor(spec: LoadedSpec, op: OperationInfo): Promise<string> {
  generator ??= import('../../src/core/snippet').then(
    (m) => (s: LoadedSpec, o: OperationInfo) => m.operationSnippet(s, o),
    async () => {
      const old = '../../src/ui/app/operationSnippet';
      const m = (await import(old)) as { operationSnippet: (o: { method: string; path: string; summary: string }) => string };
      return (_s: LoadedSpec, o: OperationInfo) => m.operationSnippet({ method: o.method.toUpperCase(), path: o.path, summary: o.summary ?? '' });
    },
  );
  return generator.then((g) => g(spec, op));
}
