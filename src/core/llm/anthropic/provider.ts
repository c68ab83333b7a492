// Anthropic Messages API through the official SDK, straight from the browser (direct-browser-access header).
import Anthropic, { APIConnectionError, APIError, APIUserAbortError } from '@anthropic-ai/sdk';
import type { Message, MessageCreateParamsBase } from '@anthropic-ai/sdk/resources/messages';
import { createRawRecorder } from '../capture';
import { abortedError, httpError, withRaw, MAX_LISTED_MODELS, networkError, retryAfterFromHeaders, streamError, unknownError, type ErrorContext } from '../errors';
import type { ProviderDescriptor } from '../descriptor';
import { LlmError, type CompletionRequest, type CompletionResponse, type LlmProvider, type ProviderSettings } from '../types';
import { fromAnthropicMessage, toAnthropicMessages, toAnthropicTools } from './convert';
import { nativeContent, nativeEvents, nativeTools } from './native';

// Messages requires max_tokens; large enough for a code-mode step.
const DEFAULT_MAX_OUTPUT = 8192;

export class AnthropicProvider implements LlmProvider {
  readonly id = 'anthropic' as const;
  private readonly client: Anthropic;
  private readonly settings: ProviderSettings;
  private readonly baseUrl: string;

  constructor(settings: ProviderSettings, descriptor: ProviderDescriptor) {
    this.settings = settings;
    this.baseUrl = settings.baseUrl?.trim() || descriptor.defaultBaseUrl;
    this.client = new Anthropic({
      apiKey: settings.apiKey.trim(),
      baseURL: this.baseUrl,
      dangerouslyAllowBrowser: true,
      // The agent loop retries (and shows each retry) itself.
      maxRetries: 0,
      logLevel: 'off',
    });
  }

  private errorContext(model: string, signal?: AbortSignal): ErrorContext {
    return { providerLabel: 'Anthropic', model, baseUrl: this.baseUrl, apiKey: this.settings.apiKey, signal };
  }

  async listModels(signal?: AbortSignal): Promise<string[]> {
    const ids: string[] = [];
    try {
      for await (const model of this.client.models.list({}, { signal })) {
        ids.push(model.id);
        if (ids.length >= MAX_LISTED_MODELS) break;
      }
    } catch (err) {
      throw mapAnthropicError(err, this.errorContext('(model list)', signal));
    }
    return ids;
  }

  async complete(request: CompletionRequest): Promise<CompletionResponse> {
    const ctx = this.errorContext(request.model, request.signal);
    if (request.signal?.aborted) throw abortedError();
    if (!this.settings.apiKey.trim()) throw new LlmError('auth', 'Enter your Anthropic API key in Settings.');
    const params: MessageCreateParamsBase = {
      model: request.model,
      max_tokens: request.maxOutputTokens ?? DEFAULT_MAX_OUTPUT,
      messages: toAnthropicMessages(request.messages),
      ...(request.system ? { system: request.system } : {}),
      ...(request.tools.length > 0 ? { tools: request.native ? nativeTools(toAnthropicTools(request.tools), request.native) : toAnthropicTools(request.tools) } : {}),
      // Pending calls of a program live in its container: the next request must name it.
      ...(request.native?.state?.containerId ? { container: request.native.state.containerId } : {}),
    };
    const withNative = (message: Message, reply: CompletionResponse): CompletionResponse =>
      request.native ? { ...reply, native: { content: nativeContent(message), events: nativeEvents(message.content) } } : reply;
    const recorder = createRawRecorder([this.settings.apiKey]);
    const client = this.client.withOptions({ fetch: recorder.fetch });
    try {
      if (this.settings.stream === false) {
        const message = await client.messages.create({ ...params, stream: false }, { signal: request.signal });
        return { ...withNative(message, fromAnthropicMessage(message)), raw: recorder.last() };
      }
      const stream = client.messages.stream(params, { signal: request.signal });
      const rawInputs = new Map<number, string>();
      stream.on('streamEvent', (event) => {
        if (event.type === 'content_block_delta' && event.delta.type === 'input_json_delta') {
          rawInputs.set(event.index, (rawInputs.get(event.index) ?? '') + event.delta.partial_json);
        }
      });
      if (request.onTextDelta) {
        const onDelta = request.onTextDelta;
        stream.on('text', (delta) => onDelta(delta));
      }
      const final = await stream.finalMessage();
      return { ...withNative(final, fromAnthropicMessage(final, rawInputs)), raw: recorder.last() };
    } catch (err) {
      throw withRaw(mapAnthropicError(err, ctx), recorder.last());
    }
  }
}

export function mapAnthropicError(err: unknown, ctx: ErrorContext): LlmError {
  if (ctx.signal?.aborted || err instanceof APIUserAbortError) return abortedError();
  if (err instanceof APIConnectionError) return networkError(ctx, err.message);
  if (err instanceof APIError && (typeof err.status === 'number' || err.error !== undefined)) {
    // The SDK's own message is "<status> <body>" (raw JSON for an error event): only the provider's text goes into ours.
    const detail = err.apiMessage ?? err.message.replace(/^\d{3} /, '');
    const code = err.errorCode ?? err.type ?? undefined;
    // No status: an `event: error` inside a stream that had answered 200, e.g. overloaded_error mid-answer.
    if (typeof err.status !== 'number') return streamError({ code, detail }, ctx);
    return httpError({ status: err.status, detail, code, retryAfter: retryAfterFromHeaders(err.headers as Headers | undefined) }, ctx);
  }
  return unknownError(err, ctx);
}
