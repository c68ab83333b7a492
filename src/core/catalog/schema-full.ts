// get_schema "full": JSON Schema of the inputs and of the success response, dereferenced, cycles marked.
import type { LoadedSpec, OperationInfo } from '../openapi/types';
import { derefSchema, INPUT_DEREF, operationInputs } from './inputs';
import { successResponse } from './responses';
import { atPointer, CUT_KEY, fitJson } from './schema-cut';

export function fullSchema(spec: LoadedSpec, op: OperationInfo): Record<string, unknown> {
  const inputs = operationInputs(spec, op);
  const out: Record<string, unknown> = {
    name: op.name,
    method: op.method.toUpperCase(),
    path: op.path,
    input: inputs.schema,
  };
  if (inputs.bodyKey !== undefined) out.body = { key: inputs.bodyKey, mediaType: inputs.bodyMediaType };
  const success = successResponse(op);
  if (success) {
    const schema = success.mediaType ? success.response.content?.[success.mediaType]?.schema : undefined;
    out.response = {
      status: success.status,
      ...(success.mediaType ? { mediaType: success.mediaType } : {}),
      ...(success.response.description ? { description: success.response.description } : {}),
      ...(schema !== undefined ? { schema: derefSchema(spec, schema, INPUT_DEREF) } : {}),
    };
  }
  return out;
}

/**
 * Pretty JSON within `maxChars`; cut references show as {"x-circular-ref": …} / {"x-truncated-ref": …}, and parts
 * that did not fit as {"x-cut": …} with the JSON pointer to ask for, explained once. `path` reads one part.
 */
export function fullSchemaText(spec: LoadedSpec, op: OperationInfo, maxChars: number, path?: string): string {
  let value: unknown = fullSchema(spec, op);
  if (path !== undefined && path !== '') {
    const part = atPointer(value, path);
    if (!part.ok) {
      const keys = part.keys.length > 0 ? ` Keys there: ${part.keys.join(', ')}.` : '';
      return `No part "${path}" in the full schema of ${op.name}: it stops at "${part.at || '/'}".${keys}`;
    }
    value = part.value;
  }
  const ask = (pointer: string) => `get_schema(names=["${op.name}"], detail="full", path="${(path ?? '') + pointer}")`;
  const fit = fitJson(value, maxChars, ask);
  const notes: string[] = [];
  if (path) notes.push(`Part "${path}" of the full schema of ${op.name}.`);
  if (fit.text.includes('"x-circular-ref"')) notes.push('"x-circular-ref" marks a schema that refers back to itself (cycle cut).');
  if (fit.text.includes('"x-truncated-ref"')) notes.push('"x-truncated-ref" marks a reference not expanded (size/depth bound).');
  if (fit.cut) {
    notes.push(`Cut to fit ${maxChars.toLocaleString('en-US')} characters (the whole is ${fit.wholeChars.toLocaleString('en-US')}): ` +
      `each "${CUT_KEY}" says how to ask for that part with a JSON pointer path.`);
  }
  return notes.length > 0 ? `${fit.text}\n${notes.join('\n')}` : fit.text;
}
