// System prompts per mode. Title and base URL are capped in UTF-8 bytes (a token is at least one byte), so the code-mode
// context is constant in spec size without a tokenizer on the page.
import { DISCOVERY_VARIANTS, isDiscoveryVariant } from '../discovery';
import type { DualSurface } from '../mcp/dualSurface';
import { defaultShortName, isMcpBaseUrl, type SourceLine } from '../sources';
import type { AgentMode } from './types';

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

export const MAX_TITLE_BYTES = 40;
export const MAX_BASE_URL_BYTES = 100;
/** One API's line in a several-API prompt: what it is about, capped like the title. */
export const MAX_ABOUT_BYTES = 80;
const ELLIPSIS = '…';

const utf8Bytes = (cp: number): number => (cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4);

/** Collapses whitespace and cuts to at most `maxBytes` UTF-8 bytes (ellipsis included), on a code point boundary. */
export function capBytes(text: string, maxBytes: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const chars = Array.from(flat);
  let bytes = 0;
  for (const ch of chars) bytes += utf8Bytes(ch.codePointAt(0) ?? 0);
  if (bytes <= maxBytes) return flat;
  const budget = maxBytes - utf8Bytes(ELLIPSIS.codePointAt(0) ?? 0);
  let used = 0;
  let end = 0;
  for (const ch of chars) {
    const n = utf8Bytes(ch.codePointAt(0) ?? 0);
    if (used + n > budget) break;
    used += n;
    end++;
  }
  return `${chars.slice(0, end).join('').trimEnd()}${ELLIPSIS}`;
}

/** `- github: GitHub v3 REST API — one line on it`, each part capped. */
function apiLine(api: SourceLine): string {
  const title = capBytes(api.title, MAX_TITLE_BYTES) || api.shortName;
  const about = api.about ? capBytes(api.about.split(/(?<=[.!?])\s/)[0] ?? '', MAX_ABOUT_BYTES) : '';
  return `- ${api.shortName}: ${title}${about && about !== title ? ` — ${about}` : ''}`;
}

function multiPrompt(mode: AgentMode, apis: readonly SourceLine[], surface: DualSurface | undefined): string {
  const list = apis.map(apiLine).join('\n');
  const first = apis[0]?.shortName ?? '';
  if (mode === 'classic' || mode === 'tool-search' || mode === 'tool-search-local' || mode === 'programmatic') {
    const how = mode === 'classic'
      ? 'Each tool is one API operation, named <api>__<operation>.'
      : mode === 'programmatic'
        ? 'Write code with the code execution tool that calls the API tools (named <api>__<operation>), filters and aggregates; print only what the answer needs.'
        : `Each API operation is a tool named <api>__<operation> that loads on demand: find the ones you need with ${mode === 'tool-search-local' ? 'search_tools' : 'the tool search tool'}, then call them.`;
    return [`You answer questions using these ${apis.length} APIs:`, list, how, 'Answer concisely from the results. Do not invent data.'].join('\n');
  }
  const urls = `In Python, BASE_URLS["<api>"] is each API's base URL (BASE_URL is ${first}'s).`;
  if (mode === 'dual') {
    const control = surface === 'operation'
      ? 'Control: find operations with search (api= narrows it to one API), read them with get_schema, call one with call_operation.'
      : 'Control: each API tool is one operation, named <api>__<operation>; its arguments are checked before sending.';
    return [
      `You answer questions using these ${apis.length} APIs:`,
      list,
      urls,
      `${control} Use it for single calls.`,
      'Data: big results are saved under /data. Load and compute over them with execute (Python: json.load, csv.DictReader); return only what the answer needs.',
      'Answer concisely from the results. Do not invent data.',
    ].join('\n');
  }
  return [
    `You answer questions using these ${apis.length} APIs through three tools:`,
    list,
    urls,
    '1. search: find operations by intent across every API (api="<api>" narrows it; "*" lists the APIs and their tags); names say their API.',
    '2. get_schema: parameters and response shape of the operations you will call.',
    '3. execute: one Python script that makes the calls, filters and aggregates, and sets `result`.',
    'Batch work into one execute call, not many small ones. On an error, fix the code and retry.',
    'Answer concisely from the result. Do not invent data.',
  ].join('\n');
}

/** A discovery variant over several APIs: the list, BASE_URLS, then the variant's own instructions for `<api>`. */
function variantMultiPrompt(mode: 'code-spec' | 'code-files', apis: readonly SourceLine[]): string {
  const first = apis[0]?.shortName ?? '';
  return [
    `You answer questions using these ${apis.length} APIs:`,
    apis.map(apiLine).join('\n'),
    `In Python, BASE_URLS["<api>"] is each API's base URL (BASE_URL is ${first}'s).`,
    ...DISCOVERY_VARIANTS[mode].prompt({ title: 'these APIs', baseUrl: '', apiName: '<api>' }),
  ].join('\n');
}

/** Python's way to MCP servers' tools, said once when a code-running mode has any (none: the prompt is as before). */
function mcpLine(info: SystemPromptInfo): string | null {
  if (info.mode !== 'code' && info.mode !== 'dual' && info.mode !== 'code-spec' && info.mode !== 'code-files') return null;
  const sources = info.apis && info.apis.length > 1 ? info.apis : [{ shortName: info.apiName ?? defaultShortName(info.title), baseUrl: info.baseUrl }];
  const names = sources.filter((s) => isMcpBaseUrl(s.baseUrl)).map((s) => s.shortName);
  if (names.length === 0) return null;
  return `${names.join(', ')} ${names.length === 1 ? 'is an MCP server' : 'are MCP servers'}: its operations are tools (POST /<tool>, the body is the arguments). ` +
    `In Python call them with call_tool("${names[0] ?? ''}.<tool>", {...}): it returns the tool's structured result (else its text, as JSON when it parses) and raises ToolError when the tool fails.`;
}

export function buildSystemPrompt(info: SystemPromptInfo): string {
  const prompt = buildPrompt(info);
  const mcp = mcpLine(info);
  return mcp ? `${prompt}\n${mcp}` : prompt;
}

function buildPrompt(info: SystemPromptInfo): string {
  if (info.apis && info.apis.length > 1) {
    if (info.mode === 'code-spec' || info.mode === 'code-files') return variantMultiPrompt(info.mode, info.apis);
    return multiPrompt(info.mode, info.apis, info.surface);
  }
  const capped = capBytes(info.title, MAX_TITLE_BYTES);
  const title = !capped ? 'the API' : /\bapi$/i.test(capped) ? `the ${capped}` : `the ${capped} API`;
  const baseUrl = capBytes(info.baseUrl, MAX_BASE_URL_BYTES);
  if (info.mode === 'classic') {
    return [
      `You answer questions using ${title}${baseUrl ? ` (${baseUrl})` : ''}. Each tool is one API operation.`,
      'Call the tools you need, then answer concisely from their results. Do not invent data.',
    ].join('\n');
  }
  if (info.mode === 'tool-search' || info.mode === 'tool-search-local' || info.mode === 'programmatic') {
    const how = info.mode === 'programmatic'
      ? 'Write code with the code execution tool that calls the API tools, filters and aggregates; print only what the answer needs.'
      : `Each API operation is a tool that loads on demand: find the ones you need with ${info.mode === 'tool-search-local' ? 'search_tools' : 'the tool search tool'}, then call them.`;
    return [`You answer questions using ${title}${baseUrl ? ` (${baseUrl})` : ''}.`, how, 'Answer concisely from the results. Do not invent data.'].join('\n');
  }
  if (info.mode === 'dual') {
    const control = info.surface === 'operation'
      ? 'Control: find operations with search, read them with get_schema, call one with call_operation.'
      : 'Control: each API tool is one operation; its arguments are checked before sending.';
    return [
      `You answer questions using ${title}${baseUrl ? ` (BASE_URL ${baseUrl})` : ''}.`,
      `${control} Use it for single calls.`,
      'Data: big results are saved under /data. Load and compute over them with execute (Python: json.load, csv.DictReader); return only what the answer needs.',
      'Answer concisely from the results. Do not invent data.',
    ].join('\n');
  }
  const variant = isDiscoveryVariant(info.mode) ? DISCOVERY_VARIANTS[info.mode] : DISCOVERY_VARIANTS.code;
  return variant.prompt({ title, baseUrl, apiName: info.apiName ?? defaultShortName(info.title) }).join('\n');
}
