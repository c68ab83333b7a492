// One LLM request: validate it strictly, record it, take the next matching turn and answer in the wire's format.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { writeAnthropicError } from './anthropic-errors';
import { writeAnthropicJson, writeAnthropicStream } from './anthropic-wire';
import { viewRequest, type ConversationView } from './conversation';
import { writeGeminiError } from './gemini-errors';
import { writeGeminiJson, writeGeminiStream } from './gemini-wire';
import { lowerHeaders, parseJson, readBody, sleep } from './http';
import { writeOpenAiError } from './openai-errors';
import { writeOpenAiJson, writeOpenAiStream } from './openai-wire';
import type { FakeLlmState } from './state';
import { resolveTurn, type Answer, type Failure } from './turns';
import type { FakeWire } from './types';
import { validateRequest } from './validate';
import { checkContainer, isNativeTurn, resolveNativeTurn } from './anthropic-native';

const ERROR_WRITERS = { openai: writeOpenAiError, anthropic: writeAnthropicError, gemini: writeGeminiError };

async function writeAnswer(res: ServerResponse, wire: FakeWire, answer: Answer, view: ConversationView, chunkDelayMs: number) {
  const { model, stream } = view;
  if (answer.streamError && !stream) {
    // Without a stream there is no "after HTTP 200": the same failure comes back as an HTTP error.
    const failure: Failure = answer.streamError === 'server' ? { kind: 'error', status: 500 } : { kind: 'error', flavor: answer.streamError };
    ERROR_WRITERS[wire](res, failure, model);
  } else if (wire === 'openai') {
    if (stream) await writeOpenAiStream(res, answer, { model, includeUsage: view.includeUsage, chunkDelayMs });
    else writeOpenAiJson(res, answer, model);
  } else if (wire === 'gemini') {
    if (stream) await writeGeminiStream(res, answer, { model, chunkDelayMs });
    else writeGeminiJson(res, answer, model);
  } else if (stream) {
    await writeAnthropicStream(res, answer, { model, chunkDelayMs });
  } else {
    writeAnthropicJson(res, answer, model);
  }
}

export async function handleCompletion(req: IncomingMessage, res: ServerResponse, state: FakeLlmState, wire: FakeWire, url: URL) {
  const rawBody = await readBody(req);
  const body = parseJson(rawBody);
  const view = viewRequest(wire, body, url.pathname);
  const scenario = state.scenarioFor(view.model);
  const violation = validateRequest(wire, body, url.pathname) ?? (wire === 'anthropic' && body !== null && typeof body === 'object' ? checkContainer(body as Record<string, unknown>, state) : null);
  // A request the provider refuses never reaches the model, so it uses no scripted turn.
  const picked = violation ? null : state.take(scenario, view.tools);
  state.requests.push({
    seq: state.nextSeq(), scenario, wire, method: req.method ?? 'POST', path: url.pathname + url.search,
    headers: lowerHeaders(req), body, rawBody, tools: view.tools, turnIndex: picked?.index ?? null,
    stream: view.stream, at: Date.now(), ...(violation ? { violation: { status: violation.status, message: violation.message } } : {}),
  });
  const apiKey = (lowerHeaders(req).authorization ?? '').replace(/^Bearer /i, '');
  const writeError = (r: ServerResponse, f: Failure, m: string) => (wire === 'openai' ? writeOpenAiError(r, f, m, apiKey) : ERROR_WRITERS[wire](r, f, m));
  if (violation) {
    writeError(res, { kind: 'error', flavor: 'violation', ...violation }, view.model);
    return;
  }
  if (!picked) {
    const why = scenario === null ? 'no scenario is scripted' : `scenario "${scenario}" has no matching turn left`;
    writeError(res, { kind: 'error', status: 400, message: `fake-llm: ${why} (POST /__control/script).` }, view.model);
    return;
  }
  const resolved = wire === 'anthropic' && isNativeTurn(picked.turn) ? resolveNativeTurn(picked.turn, body as Record<string, unknown>, view, state) : resolveTurn(picked.turn, view, rawBody.length);
  if (picked.turn.delayMs) await sleep(picked.turn.delayMs);
  if (res.destroyed || req.socket.destroyed) return;
  if (resolved.kind === 'hang') return;
  if (resolved.kind === 'disconnect') {
    req.socket.destroy();
    return;
  }
  if (resolved.kind === 'error') {
    writeError(res, resolved, view.model);
    return;
  }
  await writeAnswer(res, wire, resolved, view, picked.turn.chunkDelayMs ?? 0);
}
