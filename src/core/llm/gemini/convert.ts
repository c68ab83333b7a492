// Gemini (@google/genai) shapes <-> provider-neutral shapes: contents, function declarations, usageMetadata.
import type { Content, GenerateContentResponse, GenerateContentResponseUsageMetadata, Part, Tool } from '@google/genai';
import { explains } from '../stopReasons';
import { withImageNotes } from '../toolImages';
import type { ChatMessage, CompletionResponse, StopReason, ToolCall, ToolDefinition, Usage } from '../types';

/** Gemini API often returns calls without ids; ours then carry this prefix and are not sent back. */
export const SYNTHETIC_ID_PREFIX = 'gemini-call-';

export function toGeminiTools(tools: ToolDefinition[]): Tool[] {
  if (tools.length === 0) return [];
  return [{
    functionDeclarations: tools.map((t) => ({ name: t.name, description: t.description, parametersJsonSchema: t.inputSchema })),
  }];
}

function parseArgs(argumentsJson: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(argumentsJson);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const realId = (id: string) => (id.startsWith(SYNTHETIC_ID_PREFIX) ? {} : { id });

/** Consecutive function responses share one user turn, as Gemini expects one response part per call. */
export function toGeminiContents(messages: ChatMessage[]): Content[] {
  const out: Content[] = [];
  const push = (role: 'user' | 'model', parts: Part[]) => {
    const last = out.at(-1);
    if (last && last.role === role && last.parts) last.parts.push(...parts);
    else out.push({ role, parts });
  };
  for (const m of messages) {
    if (m.role === 'user') {
      if (m.content) push('user', [{ text: m.content }]);
    } else if (m.role === 'assistant') {
      const parts: Part[] = m.content ? [{ text: m.content }] : [];
      for (const c of m.toolCalls) {
        parts.push({
          functionCall: { ...realId(c.id), name: c.name, args: parseArgs(c.argumentsJson) },
          ...(c.thoughtSignature ? { thoughtSignature: c.thoughtSignature } : {}),
        });
      }
      // Gemini refuses a part without data ({text: ''}) and a turn without parts: an empty model turn is left out.
      if (parts.length > 0) push('model', parts);
    } else {
      push('user', [{
        functionResponse: {
          ...realId(m.toolCallId),
          name: m.toolName,
          response: m.isError ? { error: withImageNotes(m.content, m.images) } : { output: withImageNotes(m.content, m.images) },
        },
      }]);
    }
  }
  return out;
}

/** promptTokenCount includes cached content; thinking tokens are billed as output. */
export function fromGeminiUsage(meta: GenerateContentResponseUsageMetadata | undefined): Usage | undefined {
  if (!meta || meta.promptTokenCount === undefined) return undefined;
  return {
    inputTokens: meta.promptTokenCount + (meta.toolUsePromptTokenCount ?? 0),
    outputTokens: (meta.candidatesTokenCount ?? 0) + (meta.thoughtsTokenCount ?? 0),
    cachedInputTokens: meta.cachedContentTokenCount ?? 0,
    reported: true,
  };
}

/** Finish reasons that mean a filter stopped the reply (ai.google.dev FinishReason). */
const BLOCKED = new Set(['SAFETY', 'RECITATION', 'LANGUAGE', 'BLOCKLIST', 'PROHIBITED_CONTENT', 'SPII', 'IMAGE_SAFETY', 'IMAGE_PROHIBITED_CONTENT']);
const MALFORMED = new Set(['MALFORMED_FUNCTION_CALL', 'UNEXPECTED_TOOL_CALL']);

function stopReason(finish: string | undefined, hasCalls: boolean, hasText: boolean): StopReason {
  if (hasCalls) return 'tool_use';
  if (finish !== undefined && BLOCKED.has(finish)) return 'blocked';
  if (finish !== undefined && MALFORMED.has(finish)) return 'malformed-call';
  if (finish === 'MAX_TOKENS') return 'max_tokens';
  if (!hasText) return 'empty';
  return finish === 'STOP' ? 'end' : 'other';
}

/** Folds one response (or every chunk of a stream, in order) into text, calls, usage and stop reason. */
export class GeminiAccumulator {
  text = '';
  toolCalls: ToolCall[] = [];
  usage: Usage | undefined;
  private finish: string | undefined;
  private promptBlocked: string | undefined;

  /** Returns the visible text this chunk added (thought summaries are skipped). */
  add(chunk: GenerateContentResponse): string {
    const candidate = chunk.candidates?.[0];
    let added = '';
    for (const part of candidate?.content?.parts ?? []) {
      if (part.text && !part.thought) added += part.text;
      if (part.functionCall?.name) {
        this.toolCalls.push({
          id: part.functionCall.id || `${SYNTHETIC_ID_PREFIX}${this.toolCalls.length + 1}`,
          name: part.functionCall.name,
          argumentsJson: JSON.stringify(part.functionCall.args ?? {}),
          ...(part.thoughtSignature ? { thoughtSignature: part.thoughtSignature } : {}),
        });
      }
    }
    if (candidate?.finishReason) this.finish = candidate.finishReason;
    // A blocked prompt comes back without candidates, only promptFeedback.
    const blocked = chunk.promptFeedback?.blockReason;
    if (blocked) this.promptBlocked = blocked;
    this.usage = fromGeminiUsage(chunk.usageMetadata) ?? this.usage;
    this.text += added;
    return added;
  }

  result(): Omit<CompletionResponse, 'usage'> & { usage?: Usage } {
    const reason = this.promptBlocked ? 'blocked' : stopReason(this.finish, this.toolCalls.length > 0, this.text !== '');
    const finish = this.promptBlocked ? `prompt: ${this.promptBlocked}` : this.finish;
    return { text: this.text, toolCalls: this.toolCalls, usage: this.usage, stopReason: reason, ...(explains(reason) && finish ? { finishReason: finish } : {}) };
  }
}
