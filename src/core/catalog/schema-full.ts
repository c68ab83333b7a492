// get_schema "full": JSON Schema of the inputs and of the success response, dereferenced, cycles marked.
import type { LoadedSpec, OperationInfo } from '../openapi/types';
import { derefSchema, INPUT_DEREF, operationInputs } from './inputs';
import { successResponse } from './responses';

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

/** Pretty JSON; cut references show as {"x-circular-ref": …} / {"x-truncated-ref": …}, explained once. */
export function fullSchemaText(spec: LoadedSpec, op: OperationInfo): string {
  const json = JSON.stringify(fullSchema(spec, op), null, 2);
  const notes: string[] = [];
  if (json.includes('"x-circular-ref"')) notes.push('"x-circular-ref" marks a schema that refers back to itself (cycle cut).');
  if (json.includes('"x-truncated-ref"')) notes.push('"x-truncated-ref" marks a reference not expanded (size/depth bound).');
  return notes.length > 0 ? `${json}\n${notes.join('\n')}` : json;
}
