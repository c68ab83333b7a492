// Turns a scripted FakeTurn plus the live request into what the wire writers send.
import type { ConversationView } from './conversation';
import type { FakeTurn, FakeUsage } from './types';

export interface AnswerCall {
  id: string;
  name: string;
  /** Sent verbatim as the arguments text. */
  argumentsJson: string;
}

export interface Answer {
  kind: 'answer';
  text: string;
  calls: AnswerCall[];
  /** null: report no usage (OpenAI only). */
  usage: Required<FakeUsage> | null;
}

export interface Failure {
  kind: 'error';
  status: number;
  message: string;
  retryAfter?: number;
  /** OpenAI error.code (context_length_exceeded, model_not_found, …). */
  code?: string;
}

export type Resolved = Answer | Failure | { kind: 'disconnect' } | { kind: 'hang' };

let callCounter = 0;

function fill(template: string, view: ConversationView): string {
  return template
    .split('{{lastToolResult}}').join(view.lastToolResult ?? '')
    .split('{{lastUserMessage}}').join(view.lastUserMessage ?? '')
    .split('{{toolNames}}').join(view.tools.join(', '))
    .split('{{toolCount}}').join(String(view.tools.length));
}

function usageFor(turn: FakeTurn, rawBodyLength: number, outputText: string): Required<FakeUsage> | null {
  if (turn.usage === 'none') return null;
  if (turn.usage) return { cached: 0, cacheCreation: 0, ...turn.usage };
  // Deterministic stand-in when a test does not care about exact numbers.
  return { input: Math.ceil(rawBodyLength / 4), output: Math.max(1, Math.ceil(outputText.length / 4)), cached: 0, cacheCreation: 0 };
}

function defaultErrorMessage(status: number): string {
  if (status === 401) return 'Incorrect API key provided.';
  if (status === 403) return 'This key is not allowed to use this model.';
  if (status === 429) return 'Rate limit reached for requests. Please try again later.';
  if (status >= 500) return 'The server had an error while processing your request.';
  return `Fake error ${status}.`;
}

export function resolveTurn(turn: FakeTurn, view: ConversationView, rawBodyLength: number): Resolved {
  switch (turn.type) {
    case 'disconnect':
      return { kind: 'disconnect' };
    case 'hang':
      return { kind: 'hang' };
    case 'error': {
      if (turn.preset === 'context-too-long') {
        return {
          kind: 'error',
          status: 400,
          code: 'context_length_exceeded',
          message: turn.message ??
            `This model's maximum context length is 128000 tokens. However, your messages resulted in 131072 tokens. Please reduce the length of the messages. (prompt is too long)`,
        };
      }
      if (turn.preset === 'model-not-found') {
        return {
          kind: 'error',
          status: 404,
          code: 'model_not_found',
          message: turn.message ?? `The model \`${view.model}\` does not exist or you do not have access to it.`,
        };
      }
      return { kind: 'error', status: turn.status, message: turn.message ?? defaultErrorMessage(turn.status), retryAfter: turn.retryAfter };
    }
    case 'text':
    case 'template':
    case 'echo-last-tool-result': {
      const text = turn.type === 'text' ? turn.text
        : turn.type === 'template' ? fill(turn.template, view)
        : `${turn.prefix ?? ''}${view.lastToolResult ?? ''}`;
      return { kind: 'answer', text, calls: [], usage: usageFor(turn, rawBodyLength, text) };
    }
    case 'tool-calls': {
      const calls = turn.calls.map((c) => ({
        id: c.id ?? `call_fake_${++callCounter}`,
        name: c.name,
        argumentsJson: typeof c.arguments === 'string' ? c.arguments : JSON.stringify(c.arguments),
      }));
      const text = turn.text ?? '';
      const out = text + calls.map((c) => c.name + c.argumentsJson).join('');
      return { kind: 'answer', text, calls, usage: usageFor(turn, rawBodyLength, out) };
    }
  }
}
