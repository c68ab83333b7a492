// The Anthropic server side of the native turns: the hosted tool search over the request's deferred tools, code
// execution calling tools (tool_use with a caller, in a container that expires), and the program's result.
import type { ConversationView } from './conversation';
import type { FakeLlmState } from './state';
import { fakeId as nextId, type Answer, type Failure } from './turns';
import type { FakeTurn, FakeUsage } from './types';
import { arr, isObj, str, type Json } from './validate/shared';
import { CODE_EXECUTION_TYPE, containerId, SEARCH_TOOL_TYPES } from './validate/anthropic-native';

export type NativeTurn = Extract<FakeTurn, { type: 'tool-search' | 'program' | 'program-result' }>;
/** Anthropic's container lifetime: 4.5 minutes of inactivity. */
export const CONTAINER_TTL_MS = 270_000;
const SEARCH_LIMIT = 5;

export function isNativeTurn(turn: FakeTurn): turn is NativeTurn {
  return turn.type === 'tool-search' || turn.type === 'program' || turn.type === 'program-result';
}

const usageOf = (u: FakeTurn['usage'], outChars: number): Required<FakeUsage> =>
  u && u !== 'none' ? { cached: 0, cacheCreation: 0, ...u } : { input: 100, output: Math.max(1, Math.ceil(outChars / 4)), cached: 0, cacheCreation: 0 };

const failure = (message: string): Failure => ({ kind: 'error', status: 500, message: `fake-llm: ${message}` });

function search(tools: Json[], query: string, regex: boolean): string[] {
  const deferred = tools.filter((t) => t.defer_loading === true);
  const hay = (t: Json) => `${String(t.name)} ${str(t.description) ?? ''}`;
  let match: (t: Json) => boolean;
  if (regex) {
    const pattern = new RegExp(query, 'i');
    match = (t) => pattern.test(hay(t));
  } else {
    const words = query.toLowerCase().split(/\W+/).filter((w) => w.length > 2);
    match = (t) => words.some((w) => hay(t).toLowerCase().includes(w));
  }
  return deferred.filter(match).slice(0, SEARCH_LIMIT).map((t) => String(t.name));
}

const callsOf = (turn: { calls?: Array<{ name: string; arguments: Record<string, unknown> | string; id?: string }> }) =>
  (turn.calls ?? []).map((c) => ({ id: c.id ?? nextId('toolu'), name: c.name, argumentsJson: typeof c.arguments === 'string' ? c.arguments : JSON.stringify(c.arguments) }));

/** The program whose calls the request answers: the last code_execution server_tool_use in the history. */
function lastProgram(body: Json): string | undefined {
  const ids = arr(body.messages).filter(isObj).flatMap((m) => arr(m.content).filter(isObj)).filter((b) => b.type === 'server_tool_use' && b.name === 'code_execution').map((b) => String(b.id));
  return ids.at(-1);
}

export function resolveNativeTurn(turn: NativeTurn, body: Json, view: ConversationView, state: FakeLlmState): Answer | Failure {
  const tools = arr(body.tools).filter(isObj);
  if (turn.type === 'tool-search') {
    const searchTool = tools.find((t) => SEARCH_TOOL_TYPES.includes(String(t.type)));
    if (!searchTool) return failure('a tool-search turn needs a tool search tool in the request.');
    const regex = String(searchTool.type).includes('regex');
    const query = turn.query ?? (typeof turn.arguments?.query === 'string' ? turn.arguments.query : '');
    const loaded = search(tools, query, regex);
    const calls = callsOf(turn);
    const unloaded = calls.find((c) => tools.some((t) => t.name === c.name && t.defer_loading === true) && !loaded.includes(c.name));
    if (unloaded) return failure(`the script calls ${unloaded.name}, which the search "${query}" did not load.`);
    const id = nextId('srvtoolu');
    const blocks = [
      { type: 'server_tool_use', id, name: String(searchTool.name), input: { query: query }, caller: { type: 'direct' } },
      { type: 'tool_search_tool_result', tool_use_id: id, content: { type: 'tool_search_tool_search_result', tool_references: loaded.map((n) => ({ type: 'tool_reference', tool_name: n })) } },
    ];
    return { kind: 'answer', text: turn.text ?? '', calls, blocks, usage: usageOf(turn.usage, query.length + 40) };
  }
  if (!tools.some((t) => t.type === CODE_EXECUTION_TYPE)) return failure(`a ${turn.type} turn needs the ${CODE_EXECUTION_TYPE} tool in the request.`);
  if (turn.type === 'program') {
    const id = nextId('srvtoolu');
    const container = containerId(body) ?? nextId('container');
    const expiresAt = Date.now() + (turn.containerTtlMs ?? CONTAINER_TTL_MS);
    state.containers.set(container, expiresAt);
    const blocks = [{ type: 'server_tool_use', id, name: 'code_execution', input: { code: turn.code }, caller: { type: 'direct' } }];
    return {
      kind: 'answer', text: '', calls: callsOf(turn), blocks, caller: { type: CODE_EXECUTION_TYPE, tool_id: id },
      container: { id: container, expires_at: new Date(expiresAt).toISOString(), skills: null }, usage: usageOf(turn.usage, turn.code.length),
    };
  }
  const program = lastProgram(body);
  if (!program) return failure('a program-result turn needs a program earlier in the conversation.');
  const fill = (t: string) => t.split('{{lastToolResult}}').join(view.lastToolResult ?? '');
  const blocks = [{ type: 'code_execution_tool_result', tool_use_id: program, content: { type: 'code_execution_result', stdout: fill(turn.stdout), stderr: '', return_code: 0, content: [] } }];
  const id = containerId(body);
  const expiresAt = id === undefined ? undefined : state.containers.get(id);
  return {
    kind: 'answer', text: fill(turn.text), calls: [], blocks, usage: usageOf(turn.usage, turn.text.length),
    ...(id !== undefined && expiresAt !== undefined ? { container: { id, expires_at: new Date(expiresAt).toISOString(), skills: null } } : {}),
  };
}

/** Stateful rule: a container must be one this server made, and pending calls are refused once it expired. */
export function checkContainer(body: Json, state: FakeLlmState): { status: number; message: string } | null {
  const id = containerId(body);
  if (id === undefined) return null;
  const expiresAt = state.containers.get(id);
  if (expiresAt === undefined) return { status: 400, message: `container: no container with id '${id}' was found.` };
  if (Date.now() > expiresAt) return { status: 400, message: `container: container '${id}' has expired; its pending tool calls can no longer be answered.` };
  return null;
}
