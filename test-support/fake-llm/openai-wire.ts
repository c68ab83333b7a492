// OpenAI Chat Completions wire format: JSON completion, SSE chunks ending in data: [DONE] (or an error frame).
import type { ServerResponse } from 'node:http';
import { chunkText, sendJson, sleep, startSse } from './http';
import { openAiStreamError } from './openai-errors';
import type { Answer } from './turns';

function usageBody(usage: NonNullable<Answer['usage']>) {
  return {
    prompt_tokens: usage.input,
    completion_tokens: usage.output,
    total_tokens: usage.input + usage.output,
    prompt_tokens_details: { cached_tokens: usage.cached, audio_tokens: 0 },
    completion_tokens_details: { reasoning_tokens: 0, audio_tokens: 0, accepted_prediction_tokens: 0, rejected_prediction_tokens: 0 },
  };
}

const blocked = (a: Answer) => a.empty === 'safety' || a.empty === 'prompt-blocked';
const finishReason = (a: Answer) => (a.calls.length > 0 ? 'tool_calls' : blocked(a) ? 'content_filter' : 'stop');

export function writeOpenAiJson(res: ServerResponse, answer: Answer, model: string): void {
  sendJson(res, 200, {
    id: `chatcmpl-fake-${Date.now()}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{
      index: 0,
      message: {
        role: 'assistant',
        // Filtered replies carry no content at all; an empty one carries "".
        content: answer.text || (answer.calls.length > 0 || blocked(answer) ? null : ''),
        refusal: null,
        ...(answer.calls.length > 0
          ? { tool_calls: answer.calls.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: c.argumentsJson } })) }
          : {}),
      },
      logprobs: null,
      finish_reason: finishReason(answer),
    }],
    ...(answer.usage ? { usage: usageBody(answer.usage) } : {}),
    system_fingerprint: 'fp_fake',
  });
}

export async function writeOpenAiStream(
  res: ServerResponse,
  answer: Answer,
  opts: { model: string; includeUsage: boolean; chunkDelayMs: number },
): Promise<void> {
  const id = `chatcmpl-fake-${Date.now()}`;
  const created = Math.floor(Date.now() / 1000);
  const frame = (choices: unknown[], extra: Record<string, unknown> = {}) => ({
    id, object: 'chat.completion.chunk', created, model: opts.model, system_fingerprint: 'fp_fake', choices,
    ...(opts.includeUsage ? { usage: null } : {}), ...extra,
  });
  const delta = (d: Record<string, unknown>, finish: string | null = null) =>
    frame([{ index: 0, delta: d, logprobs: null, finish_reason: finish }]);
  const frames: unknown[] = [delta({ role: 'assistant', content: '', refusal: null })];
  for (const piece of chunkText(answer.text)) frames.push(delta({ content: piece }));
  answer.calls.forEach((call, index) => {
    frames.push(delta({ tool_calls: [{ index, id: call.id, type: 'function', function: { name: call.name, arguments: '' } }] }));
    for (const piece of chunkText(call.argumentsJson)) {
      frames.push(delta({ tool_calls: [{ index, function: { arguments: piece } }] }));
    }
  });
  if (answer.streamError) {
    frames.push(openAiStreamError(answer.streamError, opts.model));
  } else {
    frames.push(delta({}, finishReason(answer)));
    if (opts.includeUsage && answer.usage) frames.push(frame([], { usage: usageBody(answer.usage) }));
  }

  startSse(res);
  for (const f of frames) {
    if (res.destroyed) return;
    res.write(`data: ${JSON.stringify(f)}\n\n`);
    if (opts.chunkDelayMs > 0) await sleep(opts.chunkDelayMs);
  }
  // A failed stream ends without the [DONE] sentinel.
  if (!res.destroyed) res.end(answer.streamError ? '' : 'data: [DONE]\n\n');
}

export function writeOpenAiModels(res: ServerResponse, ids: string[]): void {
  sendJson(res, 200, {
    object: 'list',
    data: ids.map((id) => ({ id, object: 'model', created: 1_700_000_000, owned_by: 'fake-llm' })),
  });
}
