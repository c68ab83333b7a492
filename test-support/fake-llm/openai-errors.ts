// OpenAI error bodies: {"error": {"message", "type", "param", "code"}}, over HTTP and inside a stream.
import type { ServerResponse } from 'node:http';
import { retryAfterHeaders, sendJson } from './http';
import type { Failure } from './turns';
import type { StreamErrorKind } from './types';

interface Body {
  status: number;
  message: string;
  type: string;
  code: string | null;
}

/** OpenAI states rate-limit waits in Go duration style: "20ms", "1.2s", "1m30s". */
export function openAiWait(seconds: number): string {
  if (seconds < 1) return `${Math.round(seconds * 1000)}ms`;
  const minutes = Math.floor(seconds / 60);
  const rest = Number((seconds - minutes * 60).toFixed(3));
  return minutes > 0 ? `${minutes}m${rest}s` : `${rest}s`;
}

function rateLimitText(model: string, waitInBody: number | undefined): string {
  const wait = waitInBody === undefined ? '' : ` Please try again in ${openAiWait(waitInBody)}.`;
  return `Rate limit reached for ${model || 'gpt-4.1-mini'} in organization org-fake on tokens per min (TPM): Limit 30000, Used 29500, Requested 1200.${wait} Visit https://platform.openai.com/account/rate-limits to learn more.`;
}

function byStatus(status: number): Body {
  if (status === 401) return { status, message: 'Incorrect API key provided.', type: 'invalid_request_error', code: 'invalid_api_key' };
  if (status === 403) return { status, message: 'You are not allowed to sample from this model', type: 'invalid_request_error', code: null };
  if (status === 429) return { status, message: 'Rate limit reached for requests. Please try again later.', type: 'requests', code: 'rate_limit_exceeded' };
  if (status >= 500) return { status, message: 'The server had an error while processing your request. Sorry about that!', type: 'server_error', code: null };
  return { status, message: `Fake error ${status}.`, type: 'invalid_request_error', code: null };
}

function describe(f: Failure, model: string): Body {
  switch (f.flavor) {
    case 'context-too-long':
      return {
        status: 400, type: 'invalid_request_error', code: 'context_length_exceeded',
        message: "This model's maximum context length is 128000 tokens. However, your messages resulted in 131072 tokens. Please reduce the length of the messages.",
      };
    case 'model-not-found':
      return { status: 404, type: 'invalid_request_error', code: 'model_not_found', message: `The model \`${model}\` does not exist or you do not have access to it.` };
    case 'overloaded':
      return { ...byStatus(503), message: 'That model is currently overloaded with other requests. You can retry your request, or contact us through our help center at help.openai.com if the error persists.' };
    case 'rate-limit':
      return { status: 429, type: 'tokens', code: 'rate_limit_exceeded', message: rateLimitText(model, f.waitInBody) };
    case 'violation':
    case undefined: {
      const base = byStatus(f.status ?? 500);
      const wait = base.status === 429 && f.waitInBody !== undefined ? rateLimitText(model, f.waitInBody) : base.message;
      return { ...base, code: f.code ?? base.code, message: f.message ?? wait };
    }
  }
}

/** `apiKey`: the key the request carried; a 401 echoes it whole, with `/` written `\/` as OpenAI's error JSON does. */
export function writeOpenAiError(res: ServerResponse, f: Failure, model: string, apiKey = ''): void {
  const body = describe(f, model);
  const status = f.status ?? body.status;
  const echo = status === 401 && f.message === undefined && apiKey !== '';
  const message = echo ? `Incorrect API key provided: ${apiKey}. You can find your API key at https://platform.openai.com/account/api-keys.` : f.message ?? body.message;
  const error = { error: { message, type: body.type, param: f.param ?? null, code: f.code ?? body.code } };
  const headers = { 'x-request-id': `req_fake_${Date.now()}`, ...retryAfterHeaders(f.retryAfter, f.exposeRetryAfter) };
  if (!echo) {
    sendJson(res, status, error, headers);
    return;
  }
  if (res.destroyed) return;
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(error).replace(/\//g, '\\/'));
}

/** What OpenAI sends as a `data:` line when a stream fails after HTTP 200 (the SDK throws APIError without status). */
export function openAiStreamError(kind: StreamErrorKind, model: string): unknown {
  const flavor = kind === 'server' ? undefined : kind;
  const body = describe({ kind: 'error', flavor, status: kind === 'server' ? 500 : undefined }, model);
  return { error: { message: body.message, type: body.type, param: null, code: body.code } };
}
