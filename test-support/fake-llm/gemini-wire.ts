// Gemini API wire format (generateContent JSON, streamGenerateContent?alt=sse), as @google/genai expects it.
import type { ServerResponse } from 'node:http';
import { chunkText, sendJson, sleep, startSse } from './http';
import { geminiStreamError } from './gemini-errors';
import type { Answer } from './turns';

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

const BLOCKED_RATING = [{ category: 'HARM_CATEGORY_DANGEROUS_CONTENT', probability: 'HIGH', blocked: true }];

/** The final response of an empty reply, shaped as Google sends each case. */
function emptyResponse(answer: Answer, model: string): Record<string, unknown> {
  const meta = { modelVersion: model, responseId: `fake-${Date.now()}`, usageMetadata: usageBody(answer.usage) };
  switch (answer.empty) {
    case 'safety':
      return { candidates: [{ index: 0, finishReason: 'SAFETY', safetyRatings: BLOCKED_RATING }], ...meta };
    case 'malformed-function-call':
      return { candidates: [{ content: {}, index: 0, finishReason: 'MALFORMED_FUNCTION_CALL', finishMessage: 'Malformed function call: print(default_api.execute(code="import requests\nr = requests.get(f"{BASE_URL}/x"))' }], ...meta };
    case 'prompt-blocked':
      return { promptFeedback: { blockReason: 'SAFETY', safetyRatings: BLOCKED_RATING }, ...meta };
    case 'stop':
    case undefined:
      // Gemini 2.5 sometimes ends a turn with STOP and a content that has a role but no parts.
      return { candidates: [{ content: { role: 'model' }, index: 0, finishReason: 'STOP' }], ...meta };
  }
}

export function writeGeminiJson(res: ServerResponse, answer: Answer, model: string): void {
  if (answer.empty) return sendJson(res, 200, emptyResponse(answer, model));
  const parts = [...(answer.text ? [{ text: answer.text }] : []), ...callParts(answer)];
  sendJson(res, 200, { ...response(parts, { finishReason: 'STOP' }, model), usageMetadata: usageBody(answer.usage) });
}

function streamFrames(answer: Answer, model: string): unknown[] {
  if (answer.empty) return [emptyResponse(answer, model)];
  const frames: unknown[] = chunkText(answer.text).map((piece) => response([{ text: piece }], {}, model));
  if (answer.streamError) return [...frames, geminiStreamError(answer.streamError)];
  frames.push({ ...response(callParts(answer), { finishReason: 'STOP' }, model), usageMetadata: usageBody(answer.usage) });
  return frames;
}

export async function writeGeminiStream(res: ServerResponse, answer: Answer, opts: { model: string; chunkDelayMs: number }) {
  startSse(res);
  for (const f of streamFrames(answer, opts.model)) {
    if (res.destroyed) return;
    res.write(`data: ${JSON.stringify(f)}\r\n\r\n`);
    if (opts.chunkDelayMs > 0) await sleep(opts.chunkDelayMs);
  }
  if (!res.destroyed) res.end();
}

export function writeGeminiModels(res: ServerResponse, ids: string[]): void {
  sendJson(res, 200, {
    models: ids.map((id) => ({ name: `models/${id}`, displayName: id, supportedActions: ['generateContent', 'countTokens'] })),
  });
}
