// One provider's view of a tool list: names, descriptions and schemas it accepts, and the way back from its calls
// to the real tool names and parameter names (so the request to the API still says "$top").
import type { ProviderLimits } from '../limits';
import { PROVIDER_LIMITS } from '../registry';
import type { ChatMessage, ProviderId, ToolCall, ToolDefinition } from '../types';
import { renameArgumentKeys } from './args';
import { sanitizeGeminiRoot } from './geminiSchema';
import { sanitizeJsonSchemaRoot } from './jsonSchema';
import { fitName, uniqueName } from './names';
import { renameKeys, type KeyTree } from './properties';
import type { JsonObject } from './schemaUtil';

export interface SanitizedTools {
  provider: ProviderId;
  /** What the provider is sent. */
  tools: ToolDefinition[];
  /** The real tool call (tool and parameter names) behind a call the model made. */
  fromModel: (call: ToolCall) => ToolCall;
  /** A history kept in real names, as the model knows it. */
  toModel: (messages: readonly ChatMessage[]) => ChatMessage[];
  /** How many tool names and parameter names had to change. */
  renamed: { tools: number; properties: number };
}

interface Mapping {
  modelName: string;
  keys?: KeyTree;
}

function sanitizeSchema(limits: ProviderLimits, schema: unknown): JsonObject {
  if (limits.schema.value === 'gemini-openapi-subset') return sanitizeGeminiRoot(schema);
  return sanitizeJsonSchemaRoot(schema, { requireArrayItems: limits.arrayItemsRequired?.value ?? false });
}

function countRenamed(tree: KeyTree | undefined): number {
  if (!tree) return 0;
  let n = tree.toModel.size + countRenamed(tree.items);
  for (const sub of tree.properties.values()) n += countRenamed(sub);
  return n;
}

function capDescription(text: string, max: number | undefined): string {
  return max !== undefined && text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

export function sanitizeTools(provider: ProviderId, tools: readonly ToolDefinition[]): SanitizedTools {
  const limits = PROVIDER_LIMITS[provider];
  const rule = limits.toolName.value;
  const taken = new Set(tools.map((t) => t.name).filter((n) => rule.pattern.test(n)));
  const byReal = new Map<string, Mapping>();
  const byModel = new Map<string, { real: string; mapping: Mapping }>();
  let renamedProperties = 0;
  const sent = tools.map((tool): ToolDefinition => {
    const modelName = rule.pattern.test(tool.name) ? tool.name : uniqueName(tool.name, rule, taken);
    const { schema, keys } = renameKeys(sanitizeSchema(limits, tool.inputSchema), limits.propertyName?.value);
    const mapping: Mapping = { modelName, keys };
    renamedProperties += countRenamed(keys);
    byReal.set(tool.name, mapping);
    byModel.set(modelName, { real: tool.name, mapping });
    return { name: modelName, description: capDescription(tool.description, limits.maxDescriptionChars?.value), inputSchema: schema };
  });
  const modelCall = (call: ToolCall): ToolCall => {
    const mapping = byReal.get(call.name);
    if (!mapping) return { ...call, name: fitName(call.name, rule) };
    return { ...call, name: mapping.modelName, argumentsJson: renameArgumentKeys(call.argumentsJson, mapping.keys, 'toModel') };
  };
  return {
    provider,
    tools: sent,
    renamed: { tools: sent.filter((t, i) => t.name !== tools[i]?.name).length, properties: renamedProperties },
    fromModel: (call) => {
      const hit = byModel.get(call.name);
      if (!hit) return call;
      return { ...call, name: hit.real, argumentsJson: renameArgumentKeys(call.argumentsJson, hit.mapping.keys, 'fromModel') };
    },
    toModel: (messages) =>
      messages.map((m): ChatMessage => {
        if (m.role === 'assistant') return m.toolCalls.length === 0 ? m : { ...m, toolCalls: m.toolCalls.map(modelCall) };
        if (m.role === 'tool') {
          const modelName = (name: string) => byReal.get(name)?.modelName ?? fitName(name, rule);
          return { ...m, toolName: modelName(m.toolName), ...(m.loadedTools ? { loadedTools: m.loadedTools.map(modelName) } : {}) };
        }
        return m;
      }),
  };
}
