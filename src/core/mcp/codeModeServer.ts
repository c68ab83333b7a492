// The code-mode MCP server: search, get_schema and execute over the catalog and the sandbox.
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ErrorCode, ListToolsRequestSchema, McpError } from '@modelcontextprotocol/sdk/types.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { CatalogApi, Detail } from '../catalog/types';
import { CODE_MODE_TOOLS, EXECUTE_TOOL, GET_SCHEMA_TOOL, SAVE_SKILL_TOOL, SEARCH_TOOL } from './codeModeTools';
import { runExecute, type ExecuteOptions } from './executeTool';
import { messageOf, missingArgs, missingArgsResult, stringList, textResult } from './toolResult';
import type { Args } from './toolResult';
import { formatSkillHits, matchSkills, type Skill } from '../skills';

export interface CodeModeServerOptions extends ExecuteOptions {
  catalog: CatalogApi;
  /** The spec's saved skills, listed by `search` when they match. */
  skills?: () => readonly Skill[];
  /** Saves a skill once the user confirms; resolves with what to tell the model. Absent: save_skill says why not. */
  saveSkill?: (code: string) => Promise<{ ok: boolean; message: string }>;
}

const DETAILS: readonly Detail[] = ['brief', 'detailed', 'full'];

function detailArg(value: unknown): Detail | undefined | 'invalid' {
  if (value === undefined || value === null) return undefined;
  return DETAILS.includes(value as Detail) ? (value as Detail) : 'invalid';
}

const badDetail = (tool: string) => textResult(`Invalid "detail" for ${tool}: use one of brief, detailed, full.`, true);

async function search(catalog: CatalogApi, args: Args, skills: readonly Skill[]): Promise<CallToolResult> {
  const missing = missingArgs(args, ['query']);
  if (missing.length > 0) return missingArgsResult(SEARCH_TOOL, missing);
  if (typeof args.query !== 'string') return textResult('"query" must be a string of plain words.', true);
  const detail = detailArg(args.detail);
  if (detail === 'invalid') return badDetail(SEARCH_TOOL);
  const tags = args.tags === undefined || args.tags === null ? undefined : stringList(args.tags);
  if (tags === undefined && args.tags !== undefined && args.tags !== null) return textResult('"tags" must be an array of strings.', true);
  const limit = typeof args.limit === 'number' && Number.isFinite(args.limit) ? Math.min(50, Math.max(1, Math.floor(args.limit))) : undefined;
  const response = await catalog.search(args.query, { limit, tags, detail });
  return textResult(response.text + formatSkillHits(matchSkills(skills, args.query)));
}

async function getSchema(catalog: CatalogApi, args: Args): Promise<CallToolResult> {
  const missing = missingArgs(args, ['names']);
  if (missing.length > 0) return missingArgsResult(GET_SCHEMA_TOOL, missing);
  const names = stringList(args.names);
  if (!names || names.length === 0) return textResult('"names" must be a non-empty array of operation names from search.', true);
  const detail = detailArg(args.detail);
  if (detail === 'invalid') return badDetail(GET_SCHEMA_TOOL);
  if (args.path !== undefined && args.path !== null && typeof args.path !== 'string') return textResult('"path" must be a JSON pointer string, e.g. "/response/schema".', true);
  const path = typeof args.path === 'string' && args.path !== '' ? args.path : undefined;
  const response = await catalog.getSchema(names, path ? 'full' : detail, path ? { path } : {});
  // Every name unknown: a tool error, so the model searches again instead of guessing.
  return textResult(response.text, response.found.length === 0);
}

async function saveSkill(options: CodeModeServerOptions, args: Args): Promise<CallToolResult> {
  if (typeof args.code !== 'string' || args.code.trim() === '') return textResult('"code" must be the Python source of one function with a docstring.', true);
  if (!options.saveSkill) return textResult('Skills cannot be saved here.', true);
  const saved = await options.saveSkill(args.code);
  return textResult(saved.message, !saved.ok);
}

export function createCodeModeServer(options: CodeModeServerOptions): Server {
  const server = new Server({ name: 'code-mode-playground', version: '0.1.0' }, { capabilities: { tools: {} } });
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: CODE_MODE_TOOLS.map((t) => ({ ...t, inputSchema: { ...t.inputSchema, type: 'object' as const } })) }));
  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const args: Args = request.params.arguments ?? {};
    try {
      switch (request.params.name) {
        case SEARCH_TOOL:
          return await search(options.catalog, args, options.skills?.() ?? []);
        case GET_SCHEMA_TOOL:
          return await getSchema(options.catalog, args);
        case EXECUTE_TOOL:
          return await runExecute(options, args, extra.signal);
        case SAVE_SKILL_TOOL:
          return await saveSkill(options, args);
      }
    } catch (error) {
      return textResult(`${request.params.name} failed: ${messageOf(error)}`, true);
    }
    throw new McpError(ErrorCode.InvalidParams, `Unknown tool "${request.params.name}". Available: search, get_schema, execute.`);
  });
  return server;
}
