// POST /v1/responses: validate strictly, record, take the next matching turn and answer as the Responses API does.
// No deadline for a program's nested calls: the API documents none (a program continues statelessly from its
// fingerprint), so the fake does not invent one.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { lowerHeaders, parseJson, readBody, sleep } from '../http';
import { writeOpenAiError } from '../openai-errors';
import type { FakeLlmState } from '../state';
import type { Failure } from '../turns';
import { isObj, type Json } from '../validate/shared';
import { resolveResponsesTurn } from './items';
import { validateResponses } from './validate';
import { viewResponses } from './view';
import { writeResponsesJson, writeResponsesStream } from './wire';

export async function handleResponses(req: IncomingMessage, res: ServerResponse, state: FakeLlmState, url: URL): Promise<void> {
  const rawBody = await readBody(req);
  const body = parseJson(rawBody);
  const request: Json = isObj(body) ? body : {};
  const view = viewResponses(body);
  const scenario = state.scenarioFor(view.model);
  const violation = validateResponses(body);
  const picked = violation ? null : state.take(scenario, view.tools);
  state.requests.push({
    seq: state.nextSeq(), scenario, wire: 'openai-responses', method: req.method ?? 'POST', path: url.pathname + url.search,
    headers: lowerHeaders(req), body, rawBody, tools: view.tools, turnIndex: picked?.index ?? null, stream: view.stream,
    at: Date.now(), ...(violation ? { violation: { status: violation.status, message: violation.message } } : {}),
  });
  const apiKey = (lowerHeaders(req).authorization ?? '').replace(/^Bearer /i, '');
  const fail = (f: Failure) => writeOpenAiError(res, f, view.model, apiKey);
  if (violation) return fail({ kind: 'error', flavor: 'violation', ...violation });
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
  if (resolved.streamError && !view.stream) {
    const f: Failure = resolved.streamError === 'server' ? { kind: 'error', status: 500 } : { kind: 'error', flavor: resolved.streamError };
    return fail(f);
  }
  if (view.stream) await writeResponsesStream(res, resolved, request, picked.turn.chunkDelayMs ?? 0);
  else writeResponsesJson(res, resolved, request);
}
