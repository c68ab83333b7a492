// System prompts per mode. Title and base URL are capped in UTF-8 bytes (a token is at least one byte), so the code-mode
// context is constant in spec size without a tokenizer on the page.
import { DISCOVERY_VARIANTS, isDiscoveryVariant } from '../discovery';
import type { DualSurface } from '../mcp/dualSurface';
import { defaultShortName } from '../sources';
import type { AgentMode } from './types';

export interface SystemPromptInfo {
  title: string;
  baseUrl: string;
  mode: AgentMode;
  /** Dual mode: typed tools per operation (direct) or search/get_schema/call_operation. Default direct. */
  surface?: DualSurface;
  /** Code mode's variants: the API's short name (its Python package). Default: made from the title. */
  apiName?: string;
}

export const MAX_TITLE_BYTES = 40;
export const MAX_BASE_URL_BYTES = 100;
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

export function buildSystemPrompt(info: SystemPromptInfo): string {
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
