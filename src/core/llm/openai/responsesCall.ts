// One Responses API call (POST /v1/responses), streamed or not, read into the final Response object.
import type OpenAI from 'openai';
import type { Response, ResponseCreateParamsBase } from 'openai/resources/responses/responses';
import { streamError, type ErrorContext } from '../errors';
import type { CompletionRequest } from '../types';

/** A response the API marked failed (HTTP 200, then `response.failed` or status "failed"). */
function failed(response: Response, ctx: ErrorContext) {
  const e = response.error;
  return streamError({ code: e?.code ?? 'server_error', detail: e?.message ?? 'The response failed.' }, ctx);
}

async function streamed(client: OpenAI, params: ResponseCreateParamsBase, request: CompletionRequest, ctx: ErrorContext): Promise<Response> {
  const stream = await client.responses.create({ ...params, stream: true }, { signal: request.signal });
  let final: Response | undefined;
  for await (const event of stream) {
    if (event.type === 'response.output_text.delta') request.onTextDelta?.(event.delta);
    else if (event.type === 'response.completed' || event.type === 'response.incomplete') final = event.response;
    else if (event.type === 'response.failed') throw failed(event.response, ctx);
  }
  // A stream cut before its terminal event is a server failure, not an empty answer.
  if (!final) throw streamError({ code: 'server_error', detail: 'The stream ended before response.completed.' }, ctx);
  return final;
}

export async function createResponse(
  client: OpenAI,
  params: ResponseCreateParamsBase,
  request: CompletionRequest,
  ctx: ErrorContext,
  stream: boolean,
): Promise<Response> {
  const response = stream
    ? await streamed(client, params, request, ctx)
    : await client.responses.create({ ...params, stream: false }, { signal: request.signal });
  if (response.status === 'failed') throw failed(response, ctx);
  return response;
}
