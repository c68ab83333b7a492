// POST /v1/responses: validate strictly (also the nested-call deadlines this server handed out), record, take the
// next matching turn and answer as the Responses API does.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { lowerHeaders, parseJson, readBody, sleep } from '../http';
import { writeOpenAiError } from '../openai-errors';
import type { FakeLlmState } from '../state';
import type { Failure } from '../turns';
import { arr, bad, isObj, type Json, type Violation } from '../validate/shared';
import { resolveResponsesTurn } from './items';
import { validateResponses } from './validate';
import { viewResponses } from './view';
import { writeResponsesJson, writeResponsesStream } from './wire';

/** Nested calls handed out and not yet answered: call_id -> deadline (ms since epoch), per server instance. */
const deadlines = new WeakMap<FakeLlmState, Map<string, number>>();

/** A nested call's output must arrive before its deadline; once it has, replays of it are history. */
export function checkDeadlines(body: unknown, pending: Map<string, number>, now: number): Violation | null {
  const input = isObj(body) ? arr(body.input).filter(isObj) : [];
  for (const [i, item] of input.entries()) {
    if (item.type !== 'function_call_output') continue;
    const id = String(item.call_id);
    const deadline = pending.get(id);
    if (deadline === undefined) continue;
    if (now > deadline) {
      return bad(`The nested call ${id} expired ${now - deadline} ms before its output arrived; the program that made it can no longer continue.`, { param: `input[${i}].call_id`, code: 'expired' });
    }
  }
  return null;
}

function settle(body: unknown, pending: Map<string, number>): void {
  for (const item of isObj(body) ? arr(body.input).filter(isObj) : []) if (item.type === 'function_call_output') pending.delete(String(item.call_id));
}

export async function handleResponses(req: IncomingMessage, res: ServerResponse, state: FakeLlmState, url: URL): Promise<void> {
  const rawBody = await readBody(req);
  const body = parseJson(rawBody);
  const request: Json = isObj(body) ? body : {};
  const view = viewResponses(body);
  const scenario = state.scenarioFor(view.model);
  let pending = deadlines.get(state);
  if (!pending) {
    pending = new Map<string, number>();
    deadlines.set(state, pending);
  }
  const violation = validateResponses(body) ?? checkDeadlines(body, pending, Date.now());
  const picked = violation ? null : state.take(scenario, view.tools);
  state.requests.push({
    seq: state.nextSeq(), scenario, wire: 'openai-responses', method: req.method ?? 'POST', path: url.pathname + url.search,
    headers: lowerHeaders(req), body, rawBody, tools: view.tools, turnIndex: picked?.index ?? null, stream: view.stream,
    at: Date.now(), ...(violation ? { violation: { status: violation.status, message: violation.message } } : {}),
  });
  const apiKey = (lowerHeaders(req).authorization ?? '').replace(/^Bearer /i, '');
  const fail = (f: Failure) => writeOpenAiError(res, f, view.model, apiKey);
  if (violation) return fail({ kind: 'error', flavor: 'violation', ...violation });
  settle(body, pending);
  if (!picked) {
    const why = scenario === null ? 'no scenario is scripted' : `scenario "${scenario}" has no matching turn left`;
    return fail({ kind: 'error', status: 400, message: `fake-llm: ${why} (POST /__control/script).` });
  }
  const resolved = resolveResponsesTurn(picked.turn, view, rawBody.length);
  if (picked.turn.delayMs) await sleep(picked.turn.delayMs);
  if (res.destroyed || req.socket.destroyed || resolved.kind === 'hang') return;
  if (resolved.kind === 'disconnect') {
    req.socket.destroy();
    return;
  }
  if (resolved.kind === 'error') return fail(resolved);
  for (const n of resolved.nested) pending.set(n.callId, Date.now() + n.expiresInMs);
  if (resolved.streamError && !view.stream) {
    const f: Failure = resolved.streamError === 'server' ? { kind: 'error', status: 500 } : { kind: 'error', flavor: resolved.streamError };
    return fail(f);
  }
  if (view.stream) await writeResponsesStream(res, resolved, request, picked.turn.chunkDelayMs ?? 0);
  else writeResponsesJson(res, resolved, request);
}
