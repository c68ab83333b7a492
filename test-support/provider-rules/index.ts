// Each provider's documented rules for a request's tool list, checked independently of the app's limits table
// (the numbers and patterns are restated here from the same sources, so a wrong table entry shows up as a failure).
import type { ProviderId } from '../../src/core/llm/types';
import { geminiSchemaViolations } from './gemini';
import { arrayItemsViolations, metaSchemaViolations, walkSchema } from './jsonSchema2020';
import { isRecord, utf8Bytes, type ToolLike, type Violation } from './types';

export type { ToolLike, Violation } from './types';

const NAME_64 = /^[a-zA-Z0-9_-]{1,64}$/;
const ANTHROPIC_KEY = /^[a-zA-Z0-9_.-]{1,64}$/;
const GEMINI_NAME = /^[a-zA-Z_][a-zA-Z0-9_.:-]{0,63}$/;
const GEMINI_PARAM = /^[a-zA-Z_][a-zA-Z0-9_]{0,63}$/;
const MB = 1024 * 1024;

/** Property keys at every level (the strict fake checks nested ones too, so the sanitizers rename them all). */
function keyViolations(tool: ToolLike, pattern: RegExp, rule: string): Violation[] {
  const out: Violation[] = [];
  walkSchema(tool.inputSchema, '', (node, at) => {
    if (!isRecord(node.properties)) return;
    for (const k of Object.keys(node.properties)) if (!pattern.test(k)) out.push({ tool: tool.name, at: `${at}/properties/${k}`, rule });
  });
  return out;
}

function common(tools: readonly ToolLike[], namePattern: RegExp, nameRule: string): Violation[] {
  const out: Violation[] = [];
  const seen = new Set<string>();
  for (const t of tools) {
    if (!namePattern.test(t.name)) out.push({ tool: t.name, at: '/name', rule: nameRule });
    if (seen.has(t.name)) out.push({ tool: t.name, at: '/name', rule: 'tool names must be unique' });
    seen.add(t.name);
    if (t.inputSchema.type !== 'object') out.push({ tool: t.name, at: '/type', rule: 'parameters must be an object schema' });
  }
  return out;
}

function openAi(tools: readonly ToolLike[], compatible: boolean): Violation[] {
  const out = common(tools, NAME_64, 'OpenAI function name ^[a-zA-Z0-9_-]{1,64}$');
  if (!compatible && tools.length > 128) out.push({ tool: '*', at: '/tools', rule: `OpenAI: at most 128 tools (got ${tools.length})`, capacity: 'count' });
  for (const t of tools) {
    if (t.description.length > 1024) out.push({ tool: t.name, at: '/description', rule: 'OpenAI: description at most 1024 characters' });
    out.push(...metaSchemaViolations(t.name, t.inputSchema), ...arrayItemsViolations(t.name, t.inputSchema));
    if (compatible) out.push(...keyViolations(t, ANTHROPIC_KEY, 'property keys ^[a-zA-Z0-9_.-]{1,64}$ (strictest router backend)'));
  }
  return out;
}

function anthropic(tools: readonly ToolLike[]): Violation[] {
  const out = common(tools, NAME_64, 'Anthropic tool name ^[a-zA-Z0-9_-]{1,64}$');
  for (const t of tools) out.push(...keyViolations(t, ANTHROPIC_KEY, 'Anthropic property keys ^[a-zA-Z0-9_.-]{1,64}$'), ...metaSchemaViolations(t.name, t.inputSchema));
  const bytes = utf8Bytes(tools);
  if (bytes > 32 * MB) out.push({ tool: '*', at: '/tools', rule: `Anthropic: request at most 32 MB (tools alone ${(bytes / MB).toFixed(1)} MB)`, capacity: 'bytes' });
  return out;
}

function gemini(tools: readonly ToolLike[]): Violation[] {
  const out = common(tools, GEMINI_NAME, 'Gemini function name ^[a-zA-Z_][a-zA-Z0-9_.:-]{0,63}$');
  if (tools.length > 512) out.push({ tool: '*', at: '/tools', rule: `Gemini: at most 512 function declarations (got ${tools.length})`, capacity: 'count' });
  for (const t of tools) out.push(...keyViolations(t, GEMINI_PARAM, 'Gemini parameter names ^[a-zA-Z_][a-zA-Z0-9_]{0,63}$'), ...geminiSchemaViolations(t.name, t.inputSchema));
  const bytes = utf8Bytes(tools);
  if (bytes > 20 * MB) out.push({ tool: '*', at: '/tools', rule: `Gemini: request at most 20 MB (tools alone ${(bytes / MB).toFixed(1)} MB)`, capacity: 'bytes' });
  return out;
}

/** Every documented rule the tool list breaks for this provider (empty: the provider accepts it). */
export function providerViolations(provider: ProviderId, tools: readonly ToolLike[]): Violation[] {
  switch (provider) {
    case 'openai':
      return openAi(tools, false);
    case 'openai-compatible':
      return openAi(tools, true);
    case 'anthropic':
      return anthropic(tools);
    case 'gemini':
      return gemini(tools);
  }
}
