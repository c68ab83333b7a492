// A scripted turn as Responses API output items (message, function_call, tool_search_call/_output, program/_output).
import type { Answer, AnswerCall } from '../turns';
import { fakeId as nextId, resolveTurn, usageFor, type Failure, type Resolved } from '../turns';
import type { FakeToolCall, FakeTurn, FakeUsage, StreamErrorKind } from '../types';
import type { Json } from '../validate/shared';
import type { ResponsesView } from './view';

export interface ResponsesAnswer {
  kind: 'responses';
  items: Json[];
  usage: Required<FakeUsage> | null;
  incomplete?: 'content_filter';
  streamError?: StreamErrorKind;
}

export function messageItem(text: string): Json {
  return { id: nextId('msg'), type: 'message', role: 'assistant', status: 'completed', content: [{ type: 'output_text', text, annotations: [], logprobs: [] }] };
}

function callItem(c: AnswerCall, caller?: string): Json {
  return {
    id: nextId('fc'), type: 'function_call', call_id: c.id, name: c.name, arguments: c.argumentsJson, status: 'completed',
    ...(caller ? { caller: { type: 'program', caller_id: caller } } : {}),
  };
}

function calls(list: FakeToolCall[] | undefined): AnswerCall[] {
  return (list ?? []).map((c) => ({ id: c.id ?? nextId('call'), name: c.name, argumentsJson: typeof c.arguments === 'string' ? c.arguments : JSON.stringify(c.arguments) }));
}

function fromAnswer(a: Answer): ResponsesAnswer {
  const items = [...(a.text ? [messageItem(a.text)] : []), ...a.calls.map((c) => callItem(c))];
  const blocked = a.empty === 'safety' || a.empty === 'prompt-blocked';
  return { kind: 'responses', items, usage: a.usage, ...(blocked ? { incomplete: 'content_filter' as const } : {}), ...(a.streamError ? { streamError: a.streamError } : {}) };
}

const refuse = (message: string): Failure => ({ kind: 'error', status: 400, message: `fake-llm: ${message}` });

function search(turn: Extract<FakeTurn, { type: 'tool-search' }>, view: ResponsesView, bodyLength: number): ResponsesAnswer | Failure {
  if (view.search === null) return refuse("a 'tool-search' turn needs a request with a tool_search tool.");
  const callId = nextId('call');
  const args = turn.arguments ?? { query: turn.query ?? '' };
  const call = { id: nextId('tsc'), type: 'tool_search_call', call_id: callId, arguments: args, execution: view.search, status: 'completed' };
  const usage = usageFor(turn, bodyLength, JSON.stringify(args));
  if (view.search === 'client') return { kind: 'responses', items: [call], usage };
  const missing = (turn.load ?? []).find((n) => !view.deferred.has(n));
  if (missing !== undefined) return refuse(`the script loads '${missing}', which the request does not defer.`);
  const tools = (turn.load ?? []).map((n) => view.deferred.get(n));
  const output = { id: nextId('tso'), type: 'tool_search_output', call_id: callId, execution: 'server', status: 'completed', tools };
  const after = calls(turn.calls).map((c) => callItem(c));
  return { kind: 'responses', items: [call, output, ...after, ...(turn.text ? [messageItem(turn.text)] : [])], usage };
}

export function resolveResponsesTurn(turn: FakeTurn, view: ResponsesView, bodyLength: number): ResponsesAnswer | Exclude<Resolved, Answer> {
  switch (turn.type) {
    case 'tool-search':
      return search(turn, view, bodyLength);
    case 'program': {
      if (!view.programmatic) return refuse("a 'program' turn needs a request with the programmatic_tool_calling tool.");
      const callId = nextId('call');
      const program = { id: nextId('prog'), type: 'program', call_id: callId, code: turn.code, fingerprint: nextId('fp') };
      const nested = calls(turn.calls);
      return {
        kind: 'responses', items: [program, ...nested.map((c) => callItem(c, callId))], usage: usageFor(turn, bodyLength, turn.code),
      };
    }
    case 'program-output': {
      if (view.lastProgram === undefined) return refuse("a 'program-output' turn needs a program item in the request's input.");
      const fill = (t: string) => t.split('{{lastToolResult}}').join(view.lastToolResult ?? '');
      const [result, text] = [fill(turn.result), fill(turn.text ?? '')];
      const output = { id: nextId('progout'), type: 'program_output', call_id: view.lastProgram, result, status: 'completed' };
      return { kind: 'responses', items: [output, ...(text ? [messageItem(text)] : [])], usage: usageFor(turn, bodyLength, result + text) };
    }
    case 'program-result':
      return refuse("a 'program-result' turn is Anthropic's; on the Responses wire a program ends with 'program-output'.");
    case 'text': case 'template': case 'echo-last-tool-result': case 'tool-calls': case 'empty': case 'stream-error':
    case 'error': case 'disconnect': case 'hang': {
      const resolved = resolveTurn(turn, view, bodyLength);
      return resolved.kind === 'answer' ? fromAnswer(resolved) : resolved;
    }
  }
}
