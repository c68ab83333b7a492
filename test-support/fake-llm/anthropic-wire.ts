// Anthropic Messages wire format: JSON message, SSE events (message_start … message_stop, or an error event).
import type { ServerResponse } from 'node:http';
import { chunkText, sendJson, sleep, startSse } from './http';
import { anthropicStreamError } from './anthropic-errors';
import type { Answer } from './turns';

/** FakeUsage.input is the whole prompt; Anthropic splits it into uncached, cache-read and cache-write parts. */
function usageBody(usage: Answer['usage']) {
  const u = usage ?? { input: 0, output: 0, cached: 0, cacheCreation: 0 };
  return {
    input_tokens: Math.max(0, u.input - u.cached - u.cacheCreation),
    cache_creation_input_tokens: u.cacheCreation,
    cache_read_input_tokens: u.cached,
    output_tokens: u.output,
    service_tier: 'standard',
  };
}

const stopReason = (a: Answer) =>
  a.calls.length > 0 ? 'tool_use' : a.empty === 'safety' || a.empty === 'prompt-blocked' ? 'refusal' : 'end_turn';

function contentBlocks(answer: Answer) {
  const blocks: Record<string, unknown>[] = [...(answer.blocks ?? [])];
  if (answer.text) blocks.push({ type: 'text', text: answer.text });
  for (const c of answer.calls) {
    let input: unknown;
    try {
      input = JSON.parse(c.argumentsJson);
    } catch {
      input = {};
    }
    blocks.push({ type: 'tool_use', id: c.id, name: c.name, input, caller: answer.caller ?? { type: 'direct' } });
  }
  return blocks;
}

export function writeAnthropicJson(res: ServerResponse, answer: Answer, model: string): void {
  sendJson(res, 200, {
    id: `msg_fake_${Date.now()}`,
    type: 'message',
    role: 'assistant',
    model,
    content: contentBlocks(answer),
    container: answer.container ?? null,
    stop_reason: stopReason(answer),
    stop_sequence: null,
    usage: usageBody(answer.usage),
  });
}

export async function writeAnthropicStream(
  res: ServerResponse,
  answer: Answer,
  opts: { model: string; chunkDelayMs: number },
): Promise<void> {
  const usage = usageBody(answer.usage);
  const events: [string, Record<string, unknown>][] = [];
  events.push(['message_start', {
    type: 'message_start',
    message: {
      id: `msg_fake_${Date.now()}`, type: 'message', role: 'assistant', model: opts.model, content: [],
      stop_reason: null, stop_sequence: null, usage: { ...usage, output_tokens: 1 },
    },
  }]);
  let index = 0;
  for (const block of answer.blocks ?? []) {
    // Server tool use streams its input as JSON deltas, like tool_use; results arrive whole.
    const streamed = block.type === 'server_tool_use';
    events.push(['content_block_start', { type: 'content_block_start', index, content_block: streamed ? { ...block, input: {} } : block }]);
    if (streamed) events.push(['content_block_delta', { type: 'content_block_delta', index, delta: { type: 'input_json_delta', partial_json: JSON.stringify(block.input) } }]);
    events.push(['content_block_stop', { type: 'content_block_stop', index }]);
    index++;
  }
  if (answer.text) {
    events.push(['content_block_start', { type: 'content_block_start', index, content_block: { type: 'text', text: '' } }]);
    events.push(['ping', { type: 'ping' }]);
    for (const piece of chunkText(answer.text)) {
      events.push(['content_block_delta', { type: 'content_block_delta', index, delta: { type: 'text_delta', text: piece } }]);
    }
    events.push(['content_block_stop', { type: 'content_block_stop', index }]);
    index++;
  }
  for (const call of answer.calls) {
    events.push(['content_block_start', {
      type: 'content_block_start', index, content_block: { type: 'tool_use', id: call.id, name: call.name, input: {}, caller: answer.caller ?? { type: 'direct' } },
    }]);
    for (const piece of chunkText(call.argumentsJson)) {
      events.push(['content_block_delta', { type: 'content_block_delta', index, delta: { type: 'input_json_delta', partial_json: piece } }]);
    }
    events.push(['content_block_stop', { type: 'content_block_stop', index }]);
    index++;
  }
  if (answer.streamError) {
    // The HTTP status is already 200: the failure arrives as an SSE error event and the stream ends.
    events.push(['error', anthropicStreamError(answer.streamError) as Record<string, unknown>]);
  } else {
    events.push(['message_delta', {
      type: 'message_delta', delta: { stop_reason: stopReason(answer), stop_sequence: null, container: answer.container ?? null }, usage,
    }]);
    events.push(['message_stop', { type: 'message_stop' }]);
  }

  startSse(res);
  for (const [event, data] of events) {
    if (res.destroyed) return;
    res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    if (opts.chunkDelayMs > 0) await sleep(opts.chunkDelayMs);
  }
  if (!res.destroyed) res.end();
}

export function writeAnthropicModels(res: ServerResponse, ids: string[]): void {
  sendJson(res, 200, {
    data: ids.map((id) => ({ type: 'model', id, display_name: id, created_at: '2025-01-01T00:00:00Z' })),
    has_more: false,
    first_id: ids[0] ?? null,
    last_id: ids.at(-1) ?? null,
  });
}
