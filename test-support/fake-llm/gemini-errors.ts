// Google error bodies: {"error": {"code", "message", "status", "details"}}, over HTTP and as a stream frame.
import type { ServerResponse } from 'node:http';
import { retryAfterHeaders, sendJson } from './http';
import type { Failure } from './turns';
import type { StreamErrorKind } from './types';

const STATUS_NAMES: Record<number, string> = {
  400: 'INVALID_ARGUMENT', 401: 'UNAUTHENTICATED', 403: 'PERMISSION_DENIED', 404: 'NOT_FOUND',
  429: 'RESOURCE_EXHAUSTED', 500: 'INTERNAL', 503: 'UNAVAILABLE', 504: 'DEADLINE_EXCEEDED',
};

const MESSAGES: Record<number, string> = {
  400: 'Request contains an invalid argument.',
  401: 'API keys are not supported by this API. Expected OAuth2 access token or other authentication credentials.',
  403: 'Method doesn\'t allow unregistered callers (callers without established identity). Please use API Key or other form of API consumer identity to call this API.',
  429: 'You exceeded your current quota, please check your plan and billing details. For more information on this error, head to: https://ai.google.dev/gemini-api/docs/rate-limits.',
  500: 'An internal error has occurred. Please retry or report in https://developers.generativeai.google/guide/troubleshooting',
  503: 'The model is overloaded. Please try again later.',
};

function statusAndMessage(f: Failure, model: string): [number, string] {
  switch (f.flavor) {
    case 'context-too-long':
      return [400, 'The input token count (1200000) exceeds the maximum number of tokens allowed (1048576).'];
    case 'model-not-found':
      return [404, `models/${model} is not found for API version v1beta, or is not supported for generateContent. Call ListModels to see the list of available models and their supported methods.`];
    case 'overloaded':
      return [503, MESSAGES[503]!];
    case 'rate-limit':
      return [429, MESSAGES[429]!];
    case 'violation':
    case undefined: {
      const status = f.status ?? 500;
      return [status, MESSAGES[status] ?? `Fake error ${status}.`];
    }
  }
}

/** Google states the wait as RetryInfo.retryDelay ("2s") in the body: retryAfter and waitInBody both land there. */
function details(f: Failure): unknown[] | undefined {
  const wait = f.waitInBody ?? f.retryAfter;
  if (wait === undefined) return undefined;
  return [
    { '@type': 'type.googleapis.com/google.rpc.QuotaFailure', violations: [{ quotaMetric: 'generativelanguage.googleapis.com/generate_content_free_tier_requests', quotaId: 'GenerateRequestsPerMinutePerProjectPerModel-FreeTier' }] },
    { '@type': 'type.googleapis.com/google.rpc.RetryInfo', retryDelay: `${wait}s` },
  ];
}

function errorBody(status: number, message: string, extra?: unknown[]) {
  return { error: { code: status, message, status: STATUS_NAMES[status] ?? 'UNKNOWN', ...(extra ? { details: extra } : {}) } };
}

export function writeGeminiError(res: ServerResponse, f: Failure, model: string): void {
  const [status, message] = statusAndMessage(f, model);
  const code = f.status ?? status;
  sendJson(res, code, errorBody(code, f.message ?? message, details(f)), retryAfterHeaders(f.retryAfter, f.exposeRetryAfter));
}

/** The frame Google sends inside an SSE stream that fails after HTTP 200. */
export function geminiStreamError(kind: StreamErrorKind): unknown {
  const status = kind === 'overloaded' ? 503 : kind === 'rate-limit' ? 429 : 500;
  return errorBody(status, MESSAGES[status]!);
}
