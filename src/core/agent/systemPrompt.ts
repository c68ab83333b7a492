// System prompts per mode. Title and base URL are capped in tokens so the code-mode context is constant in spec size.
import { encode } from 'gpt-tokenizer/encoding/o200k_base';
import type { AgentMode } from './types';

export interface SystemPromptInfo {
  title: string;
  baseUrl: string;
  mode: AgentMode;
}

export const MAX_TITLE_TOKENS = 20;
export const MAX_BASE_URL_TOKENS = 40;
const MAX_CHARS = 160;

// Special-token text such as "<|endoftext|>" in a spec title is counted as plain text, never rejected.
const plain = { disallowedSpecial: new Set<string>() };

/** Collapses whitespace and cuts to at most `maxTokens` o200k tokens (ellipsis included). */
export function capTokens(text: string, maxTokens: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (encode(flat, plain).length <= maxTokens) return flat;
  let chars = Array.from(flat).slice(0, MAX_CHARS);
  while (chars.length > 0 && encode(`${chars.join('')}…`, plain).length > maxTokens) {
    chars = chars.slice(0, Math.max(0, Math.min(chars.length - 1, Math.floor(chars.length * 0.85))));
  }
  return `${chars.join('').trimEnd()}…`;
}

export function buildSystemPrompt(info: SystemPromptInfo): string {
  const capped = capTokens(info.title, MAX_TITLE_TOKENS);
  const title = !capped ? 'the API' : /\bapi$/i.test(capped) ? `the ${capped}` : `the ${capped} API`;
  const baseUrl = capTokens(info.baseUrl, MAX_BASE_URL_TOKENS);
  if (info.mode === 'classic') {
    return [
      `You answer questions using ${title}${baseUrl ? ` (${baseUrl})` : ''}. Each tool is one API operation.`,
      'Call the tools you need, then answer concisely from their results. Do not invent data.',
    ].join('\n');
  }
  return [
    `You answer questions using ${title}${baseUrl ? ` (BASE_URL ${baseUrl})` : ''} through three tools:`,
    '1. search: find operations by intent.',
    '2. get_schema: read the parameters and response shape of the operations you will call.',
    '3. execute: run one Python script that makes all the calls, filters and aggregates, and assigns the final data to `result`.',
    'Batch work into one execute call instead of many small ones. If it fails, read the error, fix the code, and retry.',
    'Answer concisely from the result. Do not invent data.',
  ].join('\n');
}
