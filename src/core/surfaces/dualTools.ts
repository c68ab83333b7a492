// Dual mode's tools: typed per-operation tools (or search/get_schema/call_operation) for control, execute for data.
import type { ClassicToolDef } from '../catalog/types';
import type { ToolDefinition } from '../llm/types';
import type { DualSurface } from './dualSurface';
import { codeModeTools, EXECUTE_TOOL, GET_SCHEMA_TOOL, SEARCH_TOOL } from './codeModeTools';

export const CALL_OPERATION_TOOL = 'call_operation';

export const DUAL_EXECUTE: ToolDefinition = {
  name: EXECUTE_TOOL,
  description: `Run Python 3 (Pyodide) over the workspace: files under /data, where big tool results are saved.
Load them with the standard library: json.load(open(path)), csv.DictReader(open(path)).
Assign JSON-safe data to \`result\` (else printed output is returned). Files written under /data stay for this chat.
BASE_URL and requests.get/post(url, params=, json=) reach the API too. Each run: fresh globals, 30 s.`,
  inputSchema: { type: 'object', properties: { code: { type: 'string', description: 'Python source' } }, required: ['code'] },
};

const DUAL_EXECUTE_MULTI: ToolDefinition = {
  ...DUAL_EXECUTE,
  description: DUAL_EXECUTE.description.replace('BASE_URL and requests', "BASE_URLS (short name -> base URL; BASE_URL is the first API's) and requests").replace('reach the API too', 'reach the APIs too'),
};

export const CALL_OPERATION: ToolDefinition = {
  name: CALL_OPERATION_TOOL,
  description: 'Call one API operation by name (from search; read get_schema first). Arguments are checked against its parameters and request body before anything is sent.',
  inputSchema: {
    type: 'object',
    properties: {
      name: { type: 'string', description: 'Operation name' },
      arguments: { type: 'object', description: 'Parameters by name; the request body under "body"' },
    },
    required: ['name'],
  },
};

const meta = (name: string, apiCount: number): ToolDefinition => codeModeTools(apiCount).find((t) => t.name === name) as ToolDefinition;

function objectSchema(schema: ClassicToolDef['inputSchema']): Record<string, unknown> {
  return typeof schema === 'object' ? { ...schema, type: 'object' } : { type: 'object' };
}

/** The tool list dual mode offers on `surface` (what tools/list returns and what context at start counts). */
export function dualToolList(surface: DualSurface, tools: readonly ClassicToolDef[], apiCount = 1): ToolDefinition[] {
  const execute = apiCount > 1 ? DUAL_EXECUTE_MULTI : DUAL_EXECUTE;
  if (surface === 'operation') return [meta(SEARCH_TOOL, apiCount), meta(GET_SCHEMA_TOOL, apiCount), CALL_OPERATION, execute];
  return [...tools.map((t) => ({ name: t.name, description: t.description, inputSchema: objectSchema(t.inputSchema) })), execute];
}
