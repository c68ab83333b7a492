// The search and get_schema handlers over the catalog, shared by code mode and dual mode's call_operation surface.
import type { CallToolResult } from '@modelcontextprotocol/client';
import type { CatalogApi, Detail } from '../catalog/types';
import { formatSkillHits, matchSkills, type ListedSkill } from '../skills';
import { GET_SCHEMA_TOOL, SEARCH_TOOL } from './codeModeTools';
import { missingArgs, missingArgsResult, stringList, textResult } from './toolResult';
import type { Args } from './toolResult';

const DETAILS: readonly Detail[] = ['brief', 'detailed', 'full'];

function detailArg(value: unknown): Detail | undefined | 'invalid' {
  if (value === undefined || value === null) return undefined;
  return DETAILS.includes(value as Detail) ? (value as Detail) : 'invalid';
}

const badDetail = (tool: string) => textResult(`Invalid "detail" for ${tool}: use one of brief, detailed, full.`, true);

export async function search(catalog: CatalogApi, args: Args, skills: readonly ListedSkill[]): Promise<CallToolResult> {
  const missing = missingArgs(args, ['query']);
  if (missing.length > 0) return missingArgsResult(SEARCH_TOOL, missing);
  if (typeof args.query !== 'string') return textResult('"query" must be a string of plain words.', true);
  const detail = detailArg(args.detail);
  if (detail === 'invalid') return badDetail(SEARCH_TOOL);
  const tags = args.tags === undefined || args.tags === null ? undefined : stringList(args.tags);
  if (tags === undefined && args.tags !== undefined && args.tags !== null) return textResult('"tags" must be an array of strings.', true);
  const api = args.api === undefined || args.api === null || args.api === '' ? undefined : typeof args.api === 'string' ? args.api : stringList(args.api);
  if (api === undefined && args.api !== undefined && args.api !== null && args.api !== '') return textResult('"api" must be the short name of one loaded API.', true);
  const limit = typeof args.limit === 'number' && Number.isFinite(args.limit) ? Math.min(50, Math.max(1, Math.floor(args.limit))) : undefined;
  const response = await catalog.search(args.query, { limit, tags, detail, ...(api !== undefined ? { api } : {}) });
  return textResult(response.text + formatSkillHits(matchSkills(skills, args.query)));
}

export async function getSchema(catalog: CatalogApi, args: Args): Promise<CallToolResult> {
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
