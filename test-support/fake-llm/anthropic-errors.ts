// Anthropic error bodies: {"type": "error", "error": {"type", "message"}}, over HTTP and as an SSE `error` event.
import type { ServerResponse } from 'node:http';
import { retryAfterHeaders, sendJson } from './http';
import type { Failure } from './turns';
import type { StreamErrorKind } from './types';

interface Body {
  status: number;
  type: string;
  message: string;
}

const TYPES: Record<number, [string, string]> = {
  400: ['invalid_request_error', 'Invalid request.'],
  401: ['authentication_error', 'invalid x-api-key'],
  403: ['permission_error', 'Your API key does not have permission to use the specified resource.'],
  404: ['not_found_error', 'Not found.'],
  413: ['request_too_large', 'Request exceeds the maximum allowed number of bytes.'],
  429: ['rate_limit_error', 'Number of request tokens has exceeded your per-minute rate limit (https://docs.anthropic.com/en/api/rate-limits); see the response headers for current usage. Please reduce the prompt length or the maximum tokens requested, or try again later.'],
  500: ['api_error', 'Internal server error'],
  529: ['overloaded_error', 'Overloaded'],
};

function byStatus(status: number): Body {
  const [type, message] = TYPES[status] ?? (status >= 500 ? ['api_error', 'Internal server error'] : ['invalid_request_error', `Fake error ${status}.`]);
  return { status, type, message };
}

function describe(f: Failure, model: string): Body {
  switch (f.flavor) {
    case 'context-too-long':
      return { ...byStatus(400), message: 'prompt is too long: 210000 tokens > 200000 maximum' };
    case 'model-not-found':
      return { ...byStatus(404), message: `model: ${model}` };
    case 'overloaded':
      return byStatus(529);
    case 'rate-limit':
      return byStatus(429);
    case 'violation':
    case undefined:
      return byStatus(f.status ?? 500);
  }
}

/** Anthropic states waits only in the retry-after header; waitInBody does not apply. */
export function writeAnthropicError(res: ServerResponse, f: Failure, model: string): void {
  const body = describe(f, model);
  const requestId = `req_fake_${Date.now()}`;
  sendJson(
    res,
    f.status ?? body.status,
    { type: 'error', error: { type: body.type, message: f.message ?? body.message }, request_id: requestId },
    { 'request-id': requestId, ...retryAfterHeaders(f.retryAfter, f.exposeRetryAfter) },
  );
}

/** The `data` of an SSE `event: error` sent after HTTP 200, e.g. overloaded_error mid-answer. */
export function anthropicStreamError(kind: StreamErrorKind): unknown {
  const body = byStatus(kind === 'overloaded' ? 529 : kind === 'rate-limit' ? 429 : 500);
  return { type: 'error', error: { type: body.type, message: body.message } };
}
