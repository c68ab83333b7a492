// Responses API wire format: a Response object as JSON, or SSE events (`event: <type>`) from response.created to
// response.completed / response.incomplete, or an `error` event after HTTP 200.
import type { ServerResponse } from 'node:http';
import { chunkText, sendJson, sleep, startSse } from '../http';
import { openAiStreamError } from '../openai-errors';
import type { Json } from '../validate/shared';
import type { ResponsesAnswer } from './items';

function usageBody(u: NonNullable<ResponsesAnswer['usage']>) {
  return {
    input_tokens: u.input,
    input_tokens_details: { cached_tokens: u.cached, cache_write_tokens: 0 },
    output_tokens: u.output,
    output_tokens_details: { reasoning_tokens: 0 },
    total_tokens: u.input + u.output,
  };
}

function responseBody(a: ResponsesAnswer, request: Json, id: string, done: boolean): Json {
  const status = !done ? 'in_progress' : a.incomplete ? 'incomplete' : 'completed';
  return {
    id, object: 'response', created_at: Math.floor(Date.now() / 1000), status, error: null,
    incomplete_details: done && a.incomplete ? { reason: a.incomplete } : null,
    instructions: request.instructions ?? null, max_output_tokens: request.max_output_tokens ?? null, model: request.model,
    output: done ? a.items : [], parallel_tool_calls: true, previous_response_id: null, store: request.store ?? true,
    temperature: 1, tool_choice: request.tool_choice ?? 'auto', tools: request.tools ?? [], top_p: 1, truncation: 'disabled',
    metadata: {}, text: { format: { type: 'text' } },
    ...(done && a.usage ? { usage: usageBody(a.usage) } : { usage: null }),
  };
}

export function writeResponsesJson(res: ServerResponse, a: ResponsesAnswer, request: Json): void {
  sendJson(res, 200, responseBody(a, request, `resp_fake_${Date.now()}`, true));
}

/** The events of one output item, in the order the API sends them. */
function itemEvents(item: Json, index: number): Json[] {
  const events: Json[] = [];
  const first = item.type === 'message' ? (item.content as Json[])[0] : undefined;
  const text = typeof first?.text === 'string' ? first.text : '';
  const opened = item.type === 'message' ? { ...item, status: 'in_progress', content: [] } : item.type === 'function_call' ? { ...item, status: 'in_progress', arguments: '' } : item;
  events.push({ type: 'response.output_item.added', output_index: index, item: opened });
  if (item.type === 'message') {
    const part = { type: 'output_text', text: '', annotations: [], logprobs: [] };
    events.push({ type: 'response.content_part.added', item_id: item.id, output_index: index, content_index: 0, part });
    for (const delta of chunkText(text)) events.push({ type: 'response.output_text.delta', item_id: item.id, output_index: index, content_index: 0, delta, logprobs: [] });
    events.push({ type: 'response.output_text.done', item_id: item.id, output_index: index, content_index: 0, text, logprobs: [] });
    events.push({ type: 'response.content_part.done', item_id: item.id, output_index: index, content_index: 0, part: { ...part, text } });
  } else if (item.type === 'function_call') {
    const args = String(item.arguments);
    for (const delta of chunkText(args)) events.push({ type: 'response.function_call_arguments.delta', item_id: item.id, output_index: index, delta });
    events.push({ type: 'response.function_call_arguments.done', item_id: item.id, output_index: index, name: item.name, arguments: args });
  }
  events.push({ type: 'response.output_item.done', output_index: index, item });
  return events;
}

export async function writeResponsesStream(res: ServerResponse, a: ResponsesAnswer, request: Json, chunkDelayMs: number): Promise<void> {
  const id = `resp_fake_${Date.now()}`;
  const events: Json[] = [
    { type: 'response.created', response: responseBody(a, request, id, false) },
    { type: 'response.in_progress', response: responseBody(a, request, id, false) },
  ];
  a.items.forEach((item, i) => events.push(...itemEvents(item, i)));
  if (a.streamError) {
    const { error } = openAiStreamError(a.streamError, String(request.model)) as { error: Json };
    events.push({ type: 'error', code: error.code, message: error.message, param: null });
  } else {
    events.push({ type: a.incomplete ? 'response.incomplete' : 'response.completed', response: responseBody(a, request, id, true) });
  }
  startSse(res);
  for (const [seq, e] of events.entries()) {
    if (res.destroyed) return;
    res.write(`event: ${String(e.type)}\ndata: ${JSON.stringify({ ...e, sequence_number: seq })}\n\n`);
    if (chunkDelayMs > 0) await sleep(chunkDelayMs);
  }
  if (!res.destroyed) res.end();
}
