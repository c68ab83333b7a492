// Typed tools check their arguments against the operation's parameters and request body (Ajv) before anything is sent.
import type { ErrorObject } from 'ajv';
import type { ClassicToolDef } from '../catalog/types';
import { schemaErrors } from '../mock/validate';
import { requiredOf } from './buildRequest';
import { missingArgs, textResult } from './toolResult';
import type { Args } from './toolResult';
import type { CallToolResult } from '@modelcontextprotocol/client';

const MAX_PROBLEMS = 10;

/** "/body/tags/0" → "body.tags[0]" */
function fieldName(pointer: string, child?: unknown): string {
  const parts = pointer.split('/').slice(1).map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (typeof child === 'string') parts.push(child);
  return parts.reduce((out, p) => (/^\d+$/.test(p) ? `${out}[${p}]` : out ? `${out}.${p}` : p), '');
}

function describeError(e: ErrorObject): string {
  const field = fieldName(e.instancePath);
  const params = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case 'required':
      return `missing required "${fieldName(e.instancePath, params.missingProperty)}"`;
    case 'additionalProperties':
      return `unknown field "${fieldName(e.instancePath, params.additionalProperty)}"`;
    case 'enum':
      return `"${field}" must be one of ${(Array.isArray(params.allowedValues) ? params.allowedValues : []).map((v) => JSON.stringify(v)).join(', ')}`;
    case 'type':
      return `"${field}" must be ${Array.isArray(params.type) ? params.type.join(' or ') : String(params.type)}`;
    default:
      return field ? `"${field}" ${e.message ?? 'is invalid'}` : (e.message ?? 'invalid arguments');
  }
}

function declared(tool: ClassicToolDef): string[] | null {
  const schema = tool.inputSchema;
  if (typeof schema !== 'object' || typeof schema.properties !== 'object' || schema.properties === null) return null;
  return Object.keys(schema.properties);
}

/** What is wrong with `args` for `tool` ([] when nothing): missing, unknown and ill-typed fields by name. */
export function argumentProblems(tool: ClassicToolDef, args: Args): string[] {
  const known = declared(tool);
  const unknown = known ? Object.keys(args).filter((k) => !known.includes(k)) : [];
  const errors = schemaErrors(tool.inputSchema, args);
  // A schema Ajv cannot compile still gets its required arguments checked.
  const problems = errors === null ? missingArgs(args, requiredOf(tool)).map((m) => `missing required "${m}"`) : errors.map(describeError);
  if (unknown.length > 0) problems.push(`unknown argument${unknown.length === 1 ? '' : 's'} ${unknown.map((u) => `"${u}"`).join(', ')} (${tool.name} takes ${known?.length ? known.map((k) => `"${k}"`).join(', ') : 'no arguments'})`);
  return [...new Set(problems)];
}

/** The tool error the model gets instead of a request, or null when the arguments are valid. */
export function invalidArgsResult(tool: ClassicToolDef, args: Args): CallToolResult | null {
  const problems = argumentProblems(tool, args);
  if (problems.length === 0) return null;
  const shown = problems.slice(0, MAX_PROBLEMS);
  const more = problems.length > shown.length ? `; and ${problems.length - shown.length} more` : '';
  return textResult(`Invalid arguments for ${tool.name}, so no request was sent: ${shown.join('; ')}${more}. Fix them and call ${tool.name} again.`, true);
}
