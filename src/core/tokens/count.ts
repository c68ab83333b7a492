// Token accounting with a real BPE tokenizer (o200k_base): classic tool list vs code-mode context.
import { clearMergeCache, countTokens as countO200k } from 'gpt-tokenizer/encoding/o200k_base';
import type { ClassicToolDef } from '../catalog/types';
import type { ToolDefinition } from '../llm/types';

export const TOKENIZER = 'o200k_base';

// Special-token text such as "<|endoftext|>" inside a spec is counted as plain text, never rejected.
const PLAIN = { disallowedSpecial: new Set<string>() };

/** Above this many characters of serialized tools, classic tokens are estimated from a sample (tokenizing is ~1 MB/s). */
export const EXACT_CHAR_LIMIT = 8_000_000;
const SAMPLE_CHARS = 2_000_000;

/**
 * Past this many characters a count fills the tokenizer's 100,000-entry LRU merge cache; once full, its eviction
 * (a Map's first key after many deletes) slows every later count 2-10x in a long-lived tab. Big counts clear it.
 */
const CLEAR_CACHE_AFTER_CHARS = 200_000;

export function countTokens(text: string): number {
  if (text === '') return 0;
  const n = countO200k(text, PLAIN);
  if (text.length > CLEAR_CACHE_AFTER_CHARS) clearMergeCache();
  return n;
}

/** One tool as an MCP server lists it in tools/list. */
export function serializeTool(tool: { name: string; description: string; inputSchema: unknown }): string {
  return JSON.stringify({ name: tool.name, description: tool.description, inputSchema: tool.inputSchema });
}

export interface ClassicTokenCount {
  tokens: number;
  /** false when estimated from a sample of tools (very large specs). */
  exact: boolean;
  tools: number;
  /** Characters of the serialized tools/list payload. */
  chars: number;
  /** Tools actually tokenized when estimated. */
  sampledTools?: number;
}

/**
 * Tokens of the complete classic tool list, serialized as the tools/list result {"tools":[…]} an MCP client receives
 * and forwards to the model. Counted exactly up to EXACT_CHAR_LIMIT characters; beyond that, an evenly spaced sample
 * of tools is tokenized and scaled by characters.
 */
export function countClassicTokens(tools: readonly ClassicToolDef[], options: { exactCharLimit?: number } = {}): ClassicTokenCount {
  const wrapper = '{"tools":[]}';
  let chars = wrapper.length + Math.max(0, tools.length - 1);
  for (const tool of tools) chars += serializeTool(tool).length;
  if (chars <= (options.exactCharLimit ?? EXACT_CHAR_LIMIT)) {
    const text = `{"tools":[${tools.map(serializeTool).join(',')}]}`;
    return { tokens: countTokens(text), exact: true, tools: tools.length, chars };
  }
  const stride = Math.max(1, Math.ceil(chars / SAMPLE_CHARS));
  let sampleChars = 0;
  let sampleTokens = 0;
  let sampled = 0;
  for (let i = 0; i < tools.length; i += stride) {
    const text = serializeTool(tools[i] as ClassicToolDef);
    sampleChars += text.length + 1;
    sampleTokens += countTokens(text) + 1;
    sampled++;
  }
  clearMergeCache();
  const tokens = sampleChars === 0 ? 0 : Math.round((sampleTokens / sampleChars) * chars);
  return { tokens, exact: false, tools: tools.length, chars, sampledTools: sampled };
}

export interface CodeModeTokenCount {
  tokens: number;
  toolsTokens: number;
  systemPromptTokens: number;
}

/** Tokens of the three meta-tool definitions (as a tools/list payload) plus the system prompt. */
export function countCodeModeTokens(defs: readonly ToolDefinition[], systemPrompt: string): CodeModeTokenCount {
  const toolsTokens = countTokens(`{"tools":[${defs.map(serializeTool).join(',')}]}`);
  const systemPromptTokens = countTokens(systemPrompt);
  return { tokens: toolsTokens + systemPromptTokens, toolsTokens, systemPromptTokens };
}
