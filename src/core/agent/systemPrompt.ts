// System prompts per mode family; a mode's own text comes from its line in core/modes (a native mode's line on
// reaching the tools) or the discovery variant it names (core/discovery), so nothing here names a mode.
import { variantFor } from '../discovery';
import type { DualSurface } from '../surfaces/dualSurface';
import { modeLine, type ModeFamily, type ModeLine } from '../modes';
import { defaultShortName, kindPromptLines, type SourceLine } from '../sources';
import { apiLine, capBytes, MAX_BASE_URL_BYTES, MAX_TITLE_BYTES } from './promptText';
import type { AgentMode } from './types';

export { capBytes };

export interface SystemPromptInfo {
  title: string;
  baseUrl: string;
  mode: AgentMode;
  /** Dual mode: typed tools per operation (direct) or search/get_schema/call_operation. Default direct. */
  surface?: DualSurface;
  /** The loaded APIs in order; with two or more the prompt lists them (title and baseUrl above are the first's). */
  apis?: readonly SourceLine[];
  /** Code mode's variants: the API's short name (its Python package). Default: made from the title. */
  apiName?: string;
}

/** One API: the title as the prompt phrases it, its base URL, and its short name. */
interface OneApi { title: string; baseUrl: string; apiName: string; surface: DualSurface | undefined }
/** Several APIs: their count, their list and the line on Python's BASE_URLS. */
interface SeveralApis { count: number; list: string; urls: string; surface: DualSurface | undefined }

const ANSWER = 'Answer concisely from the results. Do not invent data.';
const DUAL_DATA = 'Data: big results are saved under /data. Load and compute over them with execute (Python: json.load, csv.DictReader); return only what the answer needs.';

type Builders = { [F in ModeFamily]: (line: Extract<ModeLine, { family: F }>, api: OneApi) => string[] };
type SeveralBuilders = { [F in ModeFamily]: (line: Extract<ModeLine, { family: F }>, apis: SeveralApis) => string[] };

const ONE: Builders = {
  classic: (_, a) => [
    `You answer questions using ${a.title}${a.baseUrl ? ` (${a.baseUrl})` : ''}. Each tool is one API operation.`,
    'Call the tools you need, then answer concisely from their results. Do not invent data.',
  ],
  native: (line, a) => [`You answer questions using ${a.title}${a.baseUrl ? ` (${a.baseUrl})` : ''}.`, line.how.one, ANSWER],
  dual: (_, a) => [
    `You answer questions using ${a.title}${a.baseUrl ? ` (BASE_URL ${a.baseUrl})` : ''}.`,
    `${a.surface === 'operation' ? 'Control: find operations with search, read them with get_schema, call one with call_operation.' : 'Control: each API tool is one operation; its arguments are checked before sending.'} Use it for single calls.`,
    DUAL_DATA,
    ANSWER,
  ],
  code: (line, a) => variantFor(line).prompt(a),
};

const SEVERAL: SeveralBuilders = {
  classic: (_, s) => [`You answer questions using these ${s.count} APIs:`, s.list, 'Each tool is one API operation, named <api>__<operation>.', ANSWER],
  native: (line, s) => [`You answer questions using these ${s.count} APIs:`, s.list, line.how.several, ANSWER],
  dual: (_, s) => [
    `You answer questions using these ${s.count} APIs:`,
    s.list,
    s.urls,
    `${s.surface === 'operation' ? 'Control: find operations with search (api= narrows it to one API), read them with get_schema, call one with call_operation.' : 'Control: each API tool is one operation, named <api>__<operation>; its arguments are checked before sending.'} Use it for single calls.`,
    DUAL_DATA,
    ANSWER,
  ],
  code: (line, s) => {
    const variant = variantFor(line);
    return variant.severalPrompt?.(s) ?? [`You answer questions using these ${s.count} APIs:`, s.list, s.urls, ...variant.prompt({ title: 'these APIs', baseUrl: '', apiName: '<api>' })];
  },
};

/** The source kinds' own lines (an MCP server's call_tool), said when a code-running mode has such sources (none: as before). */
function kindLines(info: SystemPromptInfo, line: ModeLine): string[] {
  if (!line.needs.sandbox) return [];
  return kindPromptLines(info.apis && info.apis.length > 1 ? info.apis : [{ shortName: info.apiName ?? defaultShortName(info.title), baseUrl: info.baseUrl }]);
}

export function buildSystemPrompt(info: SystemPromptInfo): string {
  const line = modeLine(info.mode);
  return [...buildPrompt(info, line), ...kindLines(info, line)].join('\n');
}

// The builders' tables are keyed by family, so each gets the line of its own family.
function buildPrompt(info: SystemPromptInfo, line: ModeLine): string[] {
  if (info.apis && info.apis.length > 1) {
    const urls = `In Python, BASE_URLS["<api>"] is each API's base URL (BASE_URL is ${info.apis[0]?.shortName ?? ''}'s).`;
    const several: SeveralApis = { count: info.apis.length, list: info.apis.map(apiLine).join('\n'), urls, surface: info.surface };
    return (SEVERAL[line.family] as (l: ModeLine, s: SeveralApis) => string[])(line, several);
  }
  const capped = capBytes(info.title, MAX_TITLE_BYTES);
  const title = !capped ? 'the API' : /\bapi$/i.test(capped) ? `the ${capped}` : `the ${capped} API`;
  const one: OneApi = { title, baseUrl: capBytes(info.baseUrl, MAX_BASE_URL_BYTES), apiName: info.apiName ?? defaultShortName(info.title), surface: info.surface };
  return (ONE[line.family] as (l: ModeLine, a: OneApi) => string[])(line, one);
}
