// The code-mode MCP server: search, get_schema and execute over the catalog and the sandbox.
import { ProtocolError, ProtocolErrorCode, type CallToolResult } from '@modelcontextprotocol/client';
import type { CatalogApi } from '../catalog/types';
import type { ToolDefinition } from '../llm/types';
import type { ListedSkill } from '../skills';
import { getSchema, search } from './catalogHandlers';
import { codeModeTools, EXECUTE_TOOL, GET_SCHEMA_TOOL, SAVE_SKILL_TOOL, SEARCH_TOOL } from './codeModeTools';
import { runExecute, type ExecuteOptions } from './executeTool';
import { messageOf, textResult } from './toolResult';
import type { Args } from './toolResult';
import { ToolServer } from './toolServer';
import { keepAlive, UserWaits } from './userWait';

export interface CodeModeServerOptions extends ExecuteOptions {
  catalog: CatalogApi;
  /** Loaded APIs (default 1): with several, search takes `api` and execute speaks of BASE_URLS. */
  apiCount?: number;
  /** The tools offered (a discovery variant's, see core/discovery). Default: search, get_schema, execute, save_skill. */
  tools?: readonly ToolDefinition[];
  /** Set: `search` takes Python and runs it over the spec (sealed, no network); its result is formatted like execute's. */
  searchSpec?: ExecuteOptions['runner'];
  /** The loaded APIs' saved skills, listed by `search` when they match. */
  skills?: () => readonly ListedSkill[];
  /**
   * Saves a skill once the user confirms; resolves with what to tell the model. `signal` ends the question with the
   * call (Stop, end of the run). Absent: save_skill says why not.
   */
  saveSkill?: (code: string, signal: AbortSignal) => Promise<{ ok: boolean; message: string }>;
}

async function saveSkill(options: CodeModeServerOptions, waits: UserWaits, args: Args, signal: AbortSignal): Promise<CallToolResult> {
  if (typeof args.code !== 'string' || args.code.trim() === '') return textResult('"code" must be the Python source of one function with a docstring.', true);
  const ask = options.saveSkill;
  if (!ask) return textResult('Skills cannot be saved here.', true);
  const code = args.code;
  const saved = await waits.during(() => ask(code, signal));
  return textResult(saved.message, !saved.ok);
}

/** code-spec's search: execute's handling (caps, off-ramp) over the sealed spec runner. */
async function searchSpec(options: CodeModeServerOptions, args: Args, signal: AbortSignal): Promise<CallToolResult> {
  const runner = options.searchSpec;
  if (!runner) return textResult('Search over the spec is not available here.', true);
  return runExecute({ ...options, runner, allowedBases: [] }, args, signal);
}

export function createCodeModeServer(options: CodeModeServerOptions): ToolServer {
  const server = new ToolServer({ name: 'code-mode-playground', version: '0.1.0' });
  const tools = options.tools ?? codeModeTools(options.apiCount ?? 1);
  const offered = new Set(tools.map((t) => t.name));
  server.setRequestHandler('tools/list', () => ({ tools: tools.map((t) => ({ ...t, inputSchema: { ...t.inputSchema, type: 'object' as const } })) }));
  const waits = options.userWaits ?? new UserWaits();
  server.setRequestHandler('tools/call', (request, ctx) => keepAlive(ctx.mcpReq, waits, async () => {
    const args: Args = request.params.arguments ?? {};
    try {
      if (!offered.has(request.params.name)) return textResult(`Unknown tool "${request.params.name}". Available: ${[...offered].join(', ')}.`, true);
      if (options.searchSpec && request.params.name === SEARCH_TOOL) return await searchSpec(options, args, ctx.mcpReq.signal);
      switch (request.params.name) {
        case SEARCH_TOOL:
          return await search(options.catalog, args, options.skills?.() ?? []);
        case GET_SCHEMA_TOOL:
          return await getSchema(options.catalog, args);
        case EXECUTE_TOOL:
          return await runExecute(options, args, ctx.mcpReq.signal);
        case SAVE_SKILL_TOOL:
          return await saveSkill(options, waits, args, ctx.mcpReq.signal);
      }
    } catch (error) {
      return textResult(`${request.params.name} failed: ${messageOf(error)}`, true);
    }
    throw new ProtocolError(ProtocolErrorCode.InvalidParams, `Unknown tool "${request.params.name}". Available: search, get_schema, execute.`);
  }));
  return server;
}
