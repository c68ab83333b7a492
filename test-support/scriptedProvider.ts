// A scripted LlmProvider for unit tests: replays responses or errors in order and records every request.
// llm/types, not the llm entry: the entry loads the provider SDKs, which a scripted provider never needs.
import { LlmError } from '../src/core/llm/types';
import type { CompletionRequest, CompletionResponse, LlmProvider, ProviderId, ToolCall, Usage } from '../src/core/llm/types';

export type ScriptStep = CompletionResponse | LlmError | ((request: CompletionRequest) => Promise<CompletionResponse>);

export function usage(inputTokens: number, outputTokens: number, reported = true): Usage {
  return { inputTokens, outputTokens, cachedInputTokens: 0, reported };
}

export function reply(text: string, u: Usage = usage(100, 10)): CompletionResponse {
  return { text, toolCalls: [], usage: u, stopReason: 'end' };
}

export function callTools(calls: Array<[name: string, args: unknown]>, u: Usage = usage(100, 20)): CompletionResponse {
  const toolCalls: ToolCall[] = calls.map(([name, args], i) => ({
    id: `call_${name}_${i}_${Math.random().toString(36).slice(2, 8)}`,
    name,
    argumentsJson: typeof args === 'string' ? args : JSON.stringify(args),
  }));
  return { text: '', toolCalls, usage: u, stopReason: 'tool_use' };
}

export class ScriptedProvider implements LlmProvider {
  readonly requests: CompletionRequest[] = [];
  constructor(
    private readonly script: ScriptStep[],
    readonly id: ProviderId = 'openai',
  ) {}
  async complete(request: CompletionRequest): Promise<CompletionResponse> {
    this.requests.push({ ...request, messages: [...request.messages] });
    const step = this.script.shift();
    if (step === undefined) throw new Error('script exhausted');
    if (step instanceof LlmError) throw step;
    const response = typeof step === 'function' ? await step(request) : step;
    if (response.text) request.onTextDelta?.(response.text);
    return response;
  }
}
