// Dual mode (Tool for control, Code for data): typed tools that check their arguments before any request, and
// `execute` over the workspace. Big typed-tool results go whole into /data (the off-ramp); the model gets a preview.
import { ProtocolError, ProtocolErrorCode, type CallToolResult } from '@modelcontextprotocol/client';
import type { CatalogApi, ClassicToolDef } from '../catalog/types';
import { buildRequest, toolBaseUrl } from './buildRequest';
import { formatOutcome } from './classicServer';
import { getSchema, search } from './catalogHandlers';
import { runExecute, type ExecuteOptions } from './executeTool';
import { EXECUTE_TOOL, GET_SCHEMA_TOOL, SEARCH_TOOL } from './codeModeTools';
import type { DualSurface } from './dualSurface';
import { CALL_OPERATION_TOOL, dualToolList } from './dualTools';
import { messageOf, missingArgsResult, textResult } from './toolResult';
import type { Args } from './toolResult';
import { invalidArgsResult } from './validateArgs';
import type { HttpExecutor } from './types';
import { ToolServer } from './toolServer';
import { keepAlive, UserWaits } from './userWait';

export interface DualServerOptions extends ExecuteOptions {
  surface: DualSurface;
  /** The spec's per-operation tools (catalog.classicTools()). */
  tools: ClassicToolDef[];
  /** search and get_schema (operation surface). */
  catalog: CatalogApi;
  /** The broker, as for classic tools: allowlist, approvals, mock mode and proxy apply. */
  http: HttpExecutor;
  baseUrl: string;
  /** Several APIs: short name → base URL, for tools that carry `api` (BASE_URLS). */
  baseUrls?: Readonly<Record<string, string>>;
  /** Cap on a response body the model receives when the off-ramp is off. Default 20 000 characters. */
  maxBodyChars?: number;
  /** Privacy mode: the arguments with the values the model's tokens stand for, checked by the schema; the request keeps the tokens. */
  checkedAs?: (args: Args) => Args;
  /** Loaded APIs (default 1): with several, search takes `api` and execute speaks of BASE_URLS. */
  apiCount?: number;
}

/** Validates, then sends one request; a big 2xx body goes whole into /data (the off-ramp), never cut. */
async function callTyped(options: DualServerOptions, tool: ClassicToolDef, args: Args, signal: AbortSignal): Promise<CallToolResult> {
  const invalid = invalidArgsResult(tool, options.checkedAs ? options.checkedAs(args) : args);
  if (invalid) return invalid;
  const built = buildRequest(tool, args, toolBaseUrl(tool, options.baseUrl, options.baseUrls));
  if (!built.ok) return textResult(`${built.error} Call ${tool.name} again with the missing values.`, true);
  let outcome;
  try {
    outcome = await options.http(built.request, signal);
  } catch (error) {
    return textResult(`Request failed: ${messageOf(error)}\n${built.request.method} ${built.request.url}`, true);
  }
  const dataPath = options.offRamp ? { ...options, offRamp: options.offRamp } : undefined;
  return formatOutcome(outcome, tool.name, tool.method, built.notes, { maxBodyChars: options.maxBodyChars, dataPath });
}

/** Models sometimes send `arguments` as JSON text: read it as the object it holds. */
function jsonObject(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

async function callOperation(options: DualServerOptions, byName: Map<string, ClassicToolDef>, args: Args, signal: AbortSignal): Promise<CallToolResult> {
  if (typeof args.name !== 'string' || args.name === '') return missingArgsResult(CALL_OPERATION_TOOL, ['name']);
  const tool = byName.get(args.name);
  if (!tool) return textResult(`Unknown operation "${args.name}": no request was sent. Use search to find operation names.`, true);
  const inner = jsonObject(args.arguments ?? {});
  if (typeof inner !== 'object' || inner === null || Array.isArray(inner)) return textResult(`"arguments" must be an object of ${tool.name}'s parameters by name.`, true);
  return callTyped(options, tool, inner as Args, signal);
}

export function createDualServer(options: DualServerOptions): ToolServer {
  const byName = new Map(options.tools.map((t) => [t.name, t]));
  const listed = dualToolList(options.surface, options.tools, options.apiCount).map((t) => ({ ...t, inputSchema: { ...t.inputSchema, type: 'object' as const } }));
  const offered = new Set(listed.map((t) => t.name));
  const server = new ToolServer({ name: 'code-mode-playground-dual', version: '0.1.0' });
  server.setRequestHandler('tools/list', () => ({ tools: listed }));
  const waits = options.userWaits ?? new UserWaits();
  server.setRequestHandler('tools/call', (request, ctx) => keepAlive(ctx.mcpReq, waits, async () => {
    const name = request.params.name;
    const args: Args = request.params.arguments ?? {};
    if (!offered.has(name)) throw new ProtocolError(ProtocolErrorCode.InvalidParams, `Unknown tool "${name}". Available: ${[...offered].slice(0, 20).join(', ')}${offered.size > 20 ? ', …' : ''}.`);
    try {
      if (name === EXECUTE_TOOL) return await runExecute(options, args, ctx.mcpReq.signal);
      if (options.surface === 'operation') {
        if (name === SEARCH_TOOL) return await search(options.catalog, args, []);
        if (name === GET_SCHEMA_TOOL) return await getSchema(options.catalog, args);
        return await callOperation(options, byName, args, ctx.mcpReq.signal);
      }
      const tool = byName.get(name);
      if (tool) return await callTyped(options, tool, args, ctx.mcpReq.signal);
    } catch (error) {
      return textResult(`${name} failed: ${messageOf(error)}`, true);
    }
    throw new ProtocolError(ProtocolErrorCode.InvalidParams, `Unknown tool "${name}".`);
  }));
  return server;
}
