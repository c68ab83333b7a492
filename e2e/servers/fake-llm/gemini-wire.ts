// Gemini API wire format (generateContent JSON, streamGenerateContent?alt=sse), as @google/genai expects it.
import type { ServerResponse } from 'node:http';
import { chunkText, sendJson, sleep, startSse } from './http';
import type { Answer, Failure } from './turns';

function usageBody(usage: Answer['usage']) {
  if (!usage) return undefined;
  return {
    promptTokenCount: usage.input,
    candidatesTokenCount: usage.output,
    totalTokenCount: usage.input + usage.output,
    ...(usage.cached ? { cachedContentTokenCount: usage.cached } : {}),
  };
}

function callParts(answer: Answer) {
  return answer.calls.map((c) => {
    let args: unknown;
    try {
      args = JSON.parse(c.argumentsJson);
    } catch {
      args = {};
    }
    return { functionCall: { name: c.name, args }, thoughtSignature: `sig-${c.id}` };
  });
}

const response = (parts: unknown[], extra: Record<string, unknown> = {}, model = '') => ({
  candidates: [{ content: { role: 'model', parts }, index: 0, ...extra }],
  modelVersion: model,
  responseId: `fake-${Date.now()}`,
});

export function writeGeminiJson(res: ServerResponse, answer: Answer, model: string): void {
  const parts = [...(answer.text ? [{ text: answer.text }] : []), ...callParts(answer)];
  sendJson(res, 200, { ...response(parts, { finishReason: 'STOP' }, model), usageMetadata: usageBody(answer.usage) });
}

export async function writeGeminiStream(res: ServerResponse, answer: Answer, opts: { model: string; chunkDelayMs: number }) {
  const frames: unknown[] = chunkText(answer.text).map((piece) => response([{ text: piece }], {}, opts.model));
  frames.push({ ...response(callParts(answer), { finishReason: 'STOP' }, opts.model), usageMetadata: usageBody(answer.usage) });
  startSse(res);
  for (const f of frames) {
    if (res.destroyed) return;
    res.write(`data: ${JSON.stringify(f)}\r\n\r\n`);
    if (opts.chunkDelayMs > 0) await sleep(opts.chunkDelayMs);
  }
  if (!res.destroyed) res.end();
}

const STATUS_NAMES: Record<number, string> = {
  400: 'INVALID_ARGUMENT', 401: 'UNAUTHENTICATED', 403: 'PERMISSION_DENIED', 404: 'NOT_FOUND',
  429: 'RESOURCE_EXHAUSTED', 500: 'INTERNAL', 503: 'UNAVAILABLE',
};

export function writeGeminiError(res: ServerResponse, failure: Failure): void {
  const message = failure.code === 'context_length_exceeded'
    ? 'The input token count (1200000) exceeds the maximum number of tokens allowed (1048576).'
    : failure.message;
  const details = failure.retryAfter !== undefined
    ? [{ '@type': 'type.googleapis.com/google.rpc.RetryInfo', retryDelay: `${failure.retryAfter}s` }]
    : undefined;
  sendJson(res, failure.status, {
    error: { code: failure.status, message, status: STATUS_NAMES[failure.status] ?? 'UNKNOWN', ...(details ? { details } : {}) },
  });
}

export function writeGeminiModels(res: ServerResponse, ids: string[]): void {
  sendJson(res, 200, {
    models: ids.map((id) => ({ name: `models/${id}`, displayName: id, supportedActions: ['generateContent', 'countTokens'] })),
  });
}
