// Classic mode: one MCP tool per operation, as an MCP client would list them (used to run and to count tokens).
import type { LoadedSpec, OperationInfo } from '../openapi/types';
import type { ClassicToolDef } from './types';
import { operationInputs } from './inputs';
import { plainText } from './text';
import { kindOfBaseUrl } from '../sources';

/** Long descriptions are cut here (MCP servers generated from OpenAPI commonly cap them); schemas are never cut. */
export const MAX_DESCRIPTION_CHARS = 1024;

export function classicDescription(op: OperationInfo): string {
  const summary = plainText(op.summary ?? '');
  const description = plainText(op.description ?? '');
  const parts = [summary];
  if (description && description !== summary) parts.push(description);
  const text = parts.filter((p) => p.length > 0).join('\n\n') || `${op.method.toUpperCase()} ${op.path}`;
  const withDeprecation = op.deprecated ? `(Deprecated) ${text}` : text;
  return withDeprecation.length > MAX_DESCRIPTION_CHARS
    ? `${withDeprecation.slice(0, MAX_DESCRIPTION_CHARS - 1).trimEnd()}…`
    : withDeprecation;
}

export function classicTool(spec: LoadedSpec, op: OperationInfo): ClassicToolDef {
  const inputs = operationInputs(spec, op);
  const tool: ClassicToolDef = {
    name: op.name,
    description: classicDescription(op),
    inputSchema: inputs.schema,
    method: op.method.toUpperCase() as ClassicToolDef['method'],
    path: op.path,
    params: inputs.params,
  };
  const bodySchema = inputs.bodyKey !== undefined ? (inputs.schema as { properties?: Record<string, unknown> }).properties?.[inputs.bodyKey] : undefined;
  // A tool (its kind says so: an MCP server's) is offered as it is: its input schema, the arguments sent whole.
  if (kindOfBaseUrl(spec.servers[0]?.url).toolArguments && bodySchema && typeof bodySchema === 'object') return { ...tool, inputSchema: bodySchema as ClassicToolDef['inputSchema'], params: [], argsAreBody: true };
  if (inputs.bodyKey !== undefined) tool.bodyKey = inputs.bodyKey;
  if (inputs.bodyMediaType !== undefined) tool.bodyMediaType = inputs.bodyMediaType;
  return tool;
}

export function buildClassicTools(spec: LoadedSpec): ClassicToolDef[] {
  return spec.operations.map((op) => classicTool(spec, op));
}
