// "Context at start" for the explorer: classic tool list vs code-mode tools + system prompt, o200k tokens.
import { encode } from 'gpt-tokenizer/encoding/o200k_base';
import type { LoadedSpec } from '../../core/spec/types';
import type { Catalog } from '../../core/catalog/index';
import { CODE_MODE_TOOLS } from '../../core/mcp/codeModeTools';
import { buildSystemPrompt } from '../../core/agent/systemPrompt';
import type { ContextTokens } from './catalogProtocol';

const plain = { disallowedSpecial: new Set<string>() };
const count = (value: unknown) => encode(typeof value === 'string' ? value : JSON.stringify(value), plain).length;

export function countContextTokens(spec: LoadedSpec, catalog: Catalog): ContextTokens {
  const baseUrl = spec.servers[0]?.url ?? '';
  const classicTools = catalog.classicToolsSync().map((t) => ({ name: t.name, description: t.description, inputSchema: t.inputSchema }));
  const classic = count(classicTools) + count(buildSystemPrompt({ title: spec.title, baseUrl, mode: 'classic' }));
  const codeMode = count(CODE_MODE_TOOLS) + count(buildSystemPrompt({ title: spec.title, baseUrl, mode: 'code' }));
  return { classic, codeMode, tokenizer: 'o200k_base (gpt-tokenizer)' };
}
