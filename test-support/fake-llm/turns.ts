// Turns a scripted FakeTurn plus the live request into what the wire writers send.
import type { ConversationView } from './conversation';
import type { EmptyReason, FakeTurn, FakeUsage, StreamErrorKind } from './types';

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
  /** A reply without text or calls, for this reason. */
  empty?: EmptyReason;
  /** Streams `text`, then this error inside the stream instead of finishing. */
  streamError?: StreamErrorKind;
  /** Provider-native content blocks sent before the text and calls (Anthropic server tool use and results). */
  blocks?: Array<Record<string, unknown>>;
  /** Anthropic programmatic calling: the `caller` of every call (the program that made it). */
  caller?: Record<string, unknown>;
  /** Anthropic: the reply's `container` (id, expires_at). */
  container?: Record<string, unknown>;
}

/** Which provider text an error carries; each wire fills status, message and type its own way. */
export type FailureFlavor = 'context-too-long' | 'model-not-found' | 'overloaded' | 'rate-limit' | 'violation';

export interface Failure {
  kind: 'error';
  /** Omitted: the flavor's status on this wire. */
  status?: number;
  flavor?: FailureFlavor;
  /** Omitted: the provider's usual text for the status or flavor. */
  message?: string;
  retryAfter?: number;
  exposeRetryAfter?: boolean;
  waitInBody?: number;
  /** OpenAI error.code and error.param (a violation names them). */
  code?: string;
  param?: string;
}

export type Resolved = Answer | Failure | { kind: 'disconnect' } | { kind: 'hang' };

let idCounter = 0;
/** An id no other item of the fake has had (tool calls, tool searches, programs), while this module lives. */
export const fakeId = (prefix: string) => `${prefix}_fake_${++idCounter}`;

function fill(template: string, view: ConversationView): string {
  return template
    .split('{{lastToolResult}}').join(view.lastToolResult ?? '')
    .split('{{lastUserMessage}}').join(view.lastUserMessage ?? '')
    .split('{{toolNames}}').join(view.tools.join(', '))
    .split('{{toolCount}}').join(String(view.tools.length));
}

export function usageFor(turn: FakeTurn, rawBodyLength: number, outputText: string): Required<FakeUsage> | null {
  if (turn.usage === 'none') return null;
  if (turn.usage) return { cached: 0, cacheCreation: 0, ...turn.usage };
  // Deterministic stand-in when a test does not care about exact numbers.
  return { input: Math.ceil(rawBodyLength / 4), output: Math.max(1, Math.ceil(outputText.length / 4)), cached: 0, cacheCreation: 0 };
}

export function resolveTurn(turn: FakeTurn, view: ConversationView, rawBodyLength: number): Resolved {
  switch (turn.type) {
    case 'disconnect':
      return { kind: 'disconnect' };
    case 'hang':
      return { kind: 'hang' };
    case 'error': {
      const { status, message, retryAfter, exposeRetryAfter, waitInBody, preset } = turn;
      return { kind: 'error', status, flavor: preset, message, retryAfter, exposeRetryAfter, waitInBody };
    }
    case 'stream-error':
      return { kind: 'answer', text: turn.text ?? '', calls: [], usage: usageFor(turn, rawBodyLength, turn.text ?? ''), streamError: turn.error };
    case 'empty':
      return { kind: 'answer', text: '', calls: [], usage: usageFor(turn, rawBodyLength, ''), empty: turn.reason };
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
        id: c.id ?? fakeId('call'),
        name: c.name,
        argumentsJson: typeof c.arguments === 'string' ? c.arguments : JSON.stringify(c.arguments),
      }));
      const text = turn.text ?? '';
      const out = text + calls.map((c) => c.name + c.argumentsJson).join('');
      return { kind: 'answer', text, calls, usage: usageFor(turn, rawBodyLength, out) };
    }
    case 'tool-search':
    case 'program':
    case 'program-result':
    case 'program-output':
      return { kind: 'error', status: 400, message: `fake-llm: a '${turn.type}' turn is emulated only on the Anthropic Messages wire and the OpenAI Responses wire (POST /v1/responses).` };
  }
}
