// OpenAI through the official SDK: Chat Completions (also any OpenAI-compatible base URL) or, where the descriptor
// says so, the Responses API.
import OpenAI, { APIConnectionError, APIError, APIUserAbortError } from 'openai';
import type { ChatCompletionCreateParamsBase } from 'openai/resources/chat/completions';
import type { ResponseCreateParamsBase } from 'openai/resources/responses/responses';
import { createRawRecorder } from '../capture';
import { abortedError, httpError, withRaw, MAX_LISTED_MODELS, networkError, retryAfterFromHeaders, streamError, unknownError, type ErrorContext } from '../errors';
import type { ProviderDescriptor } from '../descriptor';
import { LlmError, type CompletionRequest, type CompletionResponse, type LlmProvider, type ProviderId, type ProviderSettings } from '../types';
import { estimatedUsage } from '../usage';
import { fromOpenAiCompletion, toOpenAiMessages, toOpenAiTools } from './convert';
import { createResponse } from './responsesCall';
import { fromResponse, toResponsesInput, toResponsesTools } from './responsesConvert';
import { nativeTools } from './responsesNative';

const DEFAULT_MAX_OUTPUT = 4096;

/** "openrouter.ai" or "127.0.0.1:4013": names an OpenAI-compatible server in messages. */
function hostOf(baseUrl: string): string {
  try {
    return new URL(baseUrl).host;
  } catch {
    return baseUrl;
  }
}

async function streamed(client: OpenAI, params: ChatCompletionCreateParamsBase, request: CompletionRequest) {
  const stream = client.chat.completions.stream(
    { ...params, stream: true, stream_options: { include_usage: true } },
    { signal: request.signal },
  );
  if (request.onTextDelta) {
    const onDelta = request.onTextDelta;
    stream.on('content', (delta) => onDelta(delta));
  }
  return stream.finalChatCompletion();
}

export class OpenAiProvider implements LlmProvider {
  readonly id: ProviderId;
  private readonly client: OpenAI;
  private readonly settings: ProviderSettings;
  private readonly baseUrl: string;

  constructor(settings: ProviderSettings, private readonly descriptor: ProviderDescriptor) {
    this.id = settings.provider;
    this.settings = settings;
    this.baseUrl = settings.baseUrl?.trim() || descriptor.defaultBaseUrl;
    const keyless = settings.apiKey.trim() === '';
    this.client = new OpenAI({
      // The SDK insists on a key; keyless local servers get a placeholder whose header is then removed.
      apiKey: keyless ? 'no-key' : settings.apiKey.trim(),
      defaultHeaders: keyless ? { Authorization: null } : undefined,
      baseURL: this.baseUrl,
      organization: null,
      project: null,
      adminAPIKey: null,
      webhookSecret: null,
      dangerouslyAllowBrowser: true,
      // The agent loop retries (and shows each retry) itself.
      maxRetries: 0,
      logLevel: 'off',
    });
  }

  async complete(request: CompletionRequest): Promise<CompletionResponse> {
    const ctx = this.errorContext(request);
    if (request.signal?.aborted) throw abortedError();
    if (this.descriptor.keyRequired && !this.settings.apiKey.trim()) {
      throw new LlmError('auth', `Enter your ${this.descriptor.label} API key in Settings.`);
    }
    const recorder = createRawRecorder([this.settings.apiKey]);
    const client = this.client.withOptions({ fetch: recorder.fetch });
    try {
      const result = this.usesResponses(request)
        ? await this.viaResponses(client, request, ctx)
        : await this.viaChatCompletions(client, request);
      return {
        ...result,
        usage: result.usage ?? (await estimatedUsage(request, result.text, result.toolCalls)),
        raw: recorder.last(),
      };
    } catch (err) {
      throw withRaw(this.mapError(err, ctx), recorder.last());
    }
  }

  /** The descriptor's choice (data): which requests go to POST /responses. */
  usesResponses(request: CompletionRequest): boolean {
    const use = this.descriptor.responsesApi?.use;
    return use === 'all' || (use === 'native-modes' && request.native !== undefined);
  }

  private async viaChatCompletions(client: OpenAI, request: CompletionRequest) {
    const isOpenAi = this.settings.provider === 'openai';
    const maxTokens = request.maxOutputTokens ?? (isOpenAi ? undefined : DEFAULT_MAX_OUTPUT);
    const params: ChatCompletionCreateParamsBase = {
      model: request.model,
      messages: toOpenAiMessages(request.system, request.messages),
      ...(request.tools.length > 0 ? { tools: toOpenAiTools(request.tools) } : {}),
      // OpenAI's newer models reject max_tokens; compatible servers mostly only know max_tokens.
      ...(maxTokens === undefined ? {} : isOpenAi ? { max_completion_tokens: maxTokens } : { max_tokens: maxTokens }),
    };
    const completion = this.settings.stream === false
      ? await client.chat.completions.create({ ...params, stream: false }, { signal: request.signal })
      : await streamed(client, params, request);
    return fromOpenAiCompletion(completion);
  }

  private async viaResponses(client: OpenAI, request: CompletionRequest, ctx: ErrorContext) {
    const params: ResponseCreateParamsBase = {
      model: request.model,
      input: toResponsesInput(request.messages, request.tools),
      ...(request.system ? { instructions: request.system } : {}),
      ...(request.native ? { tools: nativeTools(request.tools, request.native) } : request.tools.length > 0 ? { tools: toResponsesTools(request.tools) } : {}),
      ...(request.maxOutputTokens === undefined ? {} : { max_output_tokens: request.maxOutputTokens }),
    };
    const response = await createResponse(client, params, request, ctx, this.settings.stream !== false);
    return fromResponse(response, request.native, request.messages);
  }

  async listModels(signal?: AbortSignal): Promise<string[]> {
    const ctx = this.errorContext({ model: '(model list)', signal });
    const ids: string[] = [];
    try {
      for await (const model of this.client.models.list({ signal })) {
        ids.push(model.id);
        if (ids.length >= MAX_LISTED_MODELS) break;
      }
    } catch (err) {
      throw this.mapError(err, ctx);
    }
    return ids.sort();
  }

  private errorContext(request: Pick<CompletionRequest, 'model' | 'signal'>): ErrorContext {
    return {
      providerLabel: this.settings.provider === 'openai' ? 'OpenAI' : hostOf(this.baseUrl),
      model: request.model,
      baseUrl: this.baseUrl,
      apiKey: this.settings.apiKey,
      signal: request.signal,
    };
  }

  private mapError(err: unknown, ctx: ErrorContext): LlmError {
    if (ctx.signal?.aborted || err instanceof APIUserAbortError) return abortedError();
    if (err instanceof APIConnectionError) return networkError(ctx, err.message);
    if (err instanceof APIError && (typeof err.status === 'number' || err.error !== undefined)) {
      const body = (err.error ?? {}) as { message?: unknown; code?: unknown; type?: unknown };
      // The SDK's own message is "<status> <body>": only the provider's text goes into ours.
      const detail = typeof body.message === 'string' ? body.message : err.message.replace(/^\d{3} /, '');
      const code = typeof body.code === 'string' ? body.code : typeof body.type === 'string' ? body.type : undefined;
      // No status: an error frame inside a stream that had answered 200.
      if (typeof err.status !== 'number') return streamError({ code, detail }, ctx);
      return httpError({ status: err.status, detail, code, retryAfter: retryAfterFromHeaders(err.headers as Headers | undefined) }, ctx);
    }
    return unknownError(err, ctx);
  }
}
