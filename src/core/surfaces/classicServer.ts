// The classic MCP server: one tool per operation, each call one HTTP request through the allowlisting broker.
import { ProtocolError, ProtocolErrorCode, type CallToolResult } from '@modelcontextprotocol/client';
import type { ClassicToolDef } from '../catalog/types';
import { buildRequest, requiredOf, toolBaseUrl } from './buildRequest';
import { CODE_MODE_TOOLS, EXECUTE_TOOL } from './codeModeTools';
import { runExecute, type ExecuteOptions } from './executeTool';
import { truncateText } from './formatExecution';
import { OFFRAMP_META_KEY, REQUESTS_META_KEY, TRUNCATED_META_KEY } from './meta';
import { offRampToolResult, type OffRampOptions } from './offRampExecution';
import { liftImages, mcpResultKind } from './mcpToolReply';
import { messageOf, missingArgs, missingArgsResult, textResult } from './toolResult';
import type { Args } from './toolResult';
import type { HttpExecutor, HttpOutcome } from './types';
import { ToolServer } from './toolServer';
import { keepAlive, UserWaits } from './userWait';

export interface ClassicServerOptions {
  tools: ClassicToolDef[];
  http: HttpExecutor;
  baseUrl: string;
  /** Several APIs: short name → base URL, for tools that carry `api` (BASE_URLS). */
  baseUrls?: Readonly<Record<string, string>>;
  /** Cap on the response body text the model receives. Default 20 000 characters. */
  maxBodyChars?: number;
  /** Cap on the body excerpt quoted for non-2xx responses. Default 2 000 characters. */
  maxErrorBodyChars?: number;
  /**
   * Context Off-Ramp: a response over the threshold (or over the body cap) goes whole into the workspace, and from
   * then on, while the workspace holds files, `execute` is offered to process them. Absent: pure classic.
   */
  dataPath?: ExecuteOptions & { offRamp: OffRampOptions };
  /** The decisions the user is asked for during a call (approvals): they keep the call alive. */
  userWaits?: UserWaits;
}

const DEFAULT_MAX_BODY = 20_000;
const DEFAULT_MAX_ERROR_BODY = 2_000;

function objectSchema(schema: ClassicToolDef['inputSchema']): { type: 'object'; [key: string]: unknown } {
  return typeof schema === 'object' ? { ...schema, type: 'object' } : { type: 'object' };
}

/** The model-visible result of one request: a 2xx body over the cap goes whole to /data with a data path, else it is cut and marked. */
export function formatOutcome(outcome: HttpOutcome, tool: string, method: string, notes: string[], options: Pick<ClassicServerOptions, 'maxBodyChars' | 'maxErrorBodyChars' | 'dataPath'>): CallToolResult {
  const meta = { [REQUESTS_META_KEY]: [outcome.log] };
  const noteText = notes.length > 0 ? `\n${notes.join('\n')}` : '';
  if (!outcome.ok) {
    return textResult(`Request failed (${outcome.kind}): ${outcome.error}\n${method} ${outcome.log.url}${noteText}`, true, meta);
  }
  // An MCP tool's answer is the tool's own words: no HTTP status line (the page made no HTTP request of the tool).
  const mcp = mcpResultKind(outcome.headers);
  const status = `HTTP ${outcome.status}${outcome.statusText ? ` ${outcome.statusText}` : ''}`;
  const failed = mcp ? mcp === 'error' || mcp === 'unknown-tool' : outcome.status < 200 || outcome.status >= 300;
  if (failed) {
    const excerpt = truncateText(outcome.bodyText, options.maxErrorBodyChars ?? DEFAULT_MAX_ERROR_BODY);
    return textResult(mcp ? `${excerpt}${noteText}` : `${status} for ${method} ${outcome.url}${noteText}\n\n${excerpt}`, true, meta);
  }
  const head = mcp ? (noteText ? `${noteText.slice(1)}\n\n` : '') : `${status}${noteText}\n\n`;
  const { text: whole, images } = mcp === 'json' ? liftImages(outcome.bodyText) : { text: outcome.bodyText, images: [] };
  const withImages = (r: CallToolResult): CallToolResult => (images.length > 0 ? { ...r, content: [...r.content, ...images] } : r);
  const max = options.maxBodyChars ?? DEFAULT_MAX_BODY;
  const body = truncateText(whole, max);
  const visibleText = `${head}${body}`;
  const ramp = options.dataPath && offRampToolResult(tool, { visibleText, wholeText: whole, cut: body !== whole }, options.dataPath.offRamp);
  if (ramp) return withImages(textResult(`${head}${ramp.text}`, false, { ...meta, [OFFRAMP_META_KEY]: ramp.mark }));
  const cut = body !== whole ? { [TRUNCATED_META_KEY]: { shownChars: max, totalChars: whole.length } } : {};
  return withImages(textResult(visibleText, false, { ...meta, ...cut }));
}

export function createClassicServer(options: ClassicServerOptions): ToolServer {
  const byName = new Map(options.tools.map((t) => [t.name, t]));
  const listed = options.tools.map((t) => ({ name: t.name, description: t.description, inputSchema: objectSchema(t.inputSchema) }));
  // An operation named `execute` keeps its name: then there is no data path.
  const dataPath = byName.has(EXECUTE_TOOL) ? undefined : options.dataPath;
  const executeTool = CODE_MODE_TOOLS.filter((t) => t.name === EXECUTE_TOOL).map((t) => ({ ...t, inputSchema: objectSchema(t.inputSchema) }));
  const offersExecute = () => dataPath !== undefined && dataPath.offRamp.workspace.list().length > 0;
  const server = new ToolServer({ name: 'code-mode-playground-classic', version: '0.1.0' });
  server.setRequestHandler('tools/list', () => ({ tools: offersExecute() ? [...listed, ...executeTool] : listed }));
  const waits = options.userWaits ?? new UserWaits();
  server.setRequestHandler('tools/call', (request, ctx) => keepAlive(ctx.mcpReq, waits, async () => {
    if (dataPath && request.params.name === EXECUTE_TOOL && offersExecute()) return runExecute(dataPath, request.params.arguments ?? {}, ctx.mcpReq.signal);
    const tool = byName.get(request.params.name);
    if (!tool) throw new ProtocolError(ProtocolErrorCode.InvalidParams, `Unknown tool "${request.params.name}".`);
    const args: Args = request.params.arguments ?? {};
    const missing = missingArgs(args, requiredOf(tool));
    if (missing.length > 0) return missingArgsResult(tool.name, missing);
    const built = buildRequest(tool, args, toolBaseUrl(tool, options.baseUrl, options.baseUrls));
    if (!built.ok) return textResult(`${built.error} Call ${tool.name} again with ${built.error.includes('parameters') ? 'them' : 'it'}.`, true);
    try {
      const outcome = await options.http(built.request, ctx.mcpReq.signal);
      return formatOutcome(outcome, tool.name, tool.method, built.notes, { ...options, dataPath });
    } catch (error) {
      // The broker contract says it never throws; if it does, the model still gets a readable error.
      return textResult(`Request failed: ${messageOf(error)}\n${built.request.method} ${built.request.url}`, true);
    }
  }));
  return server;
}
