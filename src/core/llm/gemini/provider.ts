// Google Gemini through @google/genai: function declarations in, functionCall parts and usageMetadata out.
import { ApiError, GoogleGenAI, type GenerateContentParameters } from '@google/genai';
import { createRawRecorder, type CaptureFetch } from '../capture';
import { abortedError, httpError, withRaw, MAX_LISTED_MODELS, networkError, streamError, unknownError, type ErrorContext } from '../errors';
import { googleRetryDelay } from '../waits';
import type { ProviderDescriptor } from '../descriptor';
import { LlmError, type CompletionRequest, type CompletionResponse, type LlmProvider, type ProviderSettings } from '../types';
import { estimatedUsage } from '../usage';
import { GeminiAccumulator, toGeminiContents, toGeminiTools } from './convert';

/** parametersJsonSchema and thought signatures exist only in v1beta; the SDK's default (v1) rejects them. */
export const GEMINI_API_VERSION = 'v1beta';

export class GeminiProvider implements LlmProvider {
  readonly id = 'gemini' as const;
  private client: GoogleGenAI | undefined;
  private readonly settings: ProviderSettings;
  private readonly baseUrl: string;

  constructor(settings: ProviderSettings, descriptor: ProviderDescriptor) {
    this.settings = settings;
    this.baseUrl = settings.baseUrl?.trim() || descriptor.defaultBaseUrl;
  }

  /** Built on first use: the SDK refuses to construct without a key in the browser. With `fetch`: a client for one call. */
  private sdk(fetch?: CaptureFetch): GoogleGenAI {
    // No retryOptions: the SDK then makes exactly one attempt and the agent loop owns retries.
    const build = () => new GoogleGenAI({ apiKey: this.settings.apiKey.trim(), apiVersion: GEMINI_API_VERSION, httpOptions: { baseUrl: this.baseUrl, ...(fetch ? { fetch } : {}) } });
    if (fetch) return build();
    this.client ??= build();
    return this.client;
  }

  private errorContext(model: string, signal?: AbortSignal): ErrorContext {
    return { providerLabel: 'Google Gemini', model, baseUrl: this.baseUrl, apiKey: this.settings.apiKey, signal };
  }

  /** Only models that can generateContent, without the "models/" prefix. */
  async listModels(signal?: AbortSignal): Promise<string[]> {
    if (!this.settings.apiKey.trim()) throw new LlmError('auth', 'Enter your Google Gemini API key in Settings.');
    const ids: string[] = [];
    try {
      for await (const model of await this.sdk().models.list({ config: { abortSignal: signal } })) {
        if (model.name && (!model.supportedActions || model.supportedActions.includes('generateContent'))) {
          ids.push(model.name.replace(/^models\//, ''));
        }
        if (ids.length >= MAX_LISTED_MODELS) break;
      }
    } catch (err) {
      throw mapGeminiError(err, this.errorContext('(model list)', signal));
    }
    return ids;
  }

  async complete(request: CompletionRequest): Promise<CompletionResponse> {
    const ctx = this.errorContext(request.model, request.signal);
    if (request.signal?.aborted) throw abortedError();
    if (!this.settings.apiKey.trim()) throw new LlmError('auth', 'Enter your Google Gemini API key in Settings.');
    const tools = toGeminiTools(request.tools);
    const params: GenerateContentParameters = {
      model: request.model,
      contents: toGeminiContents(request.messages),
      config: {
        ...(request.system ? { systemInstruction: request.system } : {}),
        ...(tools.length > 0 ? { tools } : {}),
        ...(request.maxOutputTokens ? { maxOutputTokens: request.maxOutputTokens } : {}),
        abortSignal: request.signal,
      },
    };
    const acc = new GeminiAccumulator();
    const recorder = createRawRecorder([this.settings.apiKey]);
    const sdk = this.sdk(recorder.fetch);
    try {
      if (this.settings.stream === false) {
        acc.add(await sdk.models.generateContent(params));
      } else {
        for await (const chunk of await sdk.models.generateContentStream(params)) {
          const added = acc.add(chunk);
          if (added) request.onTextDelta?.(added);
        }
      }
    } catch (err) {
      throw withRaw(mapGeminiError(err, ctx), recorder.last());
    }
    const result = acc.result();
    return { ...result, usage: result.usage ?? (await estimatedUsage(request, result.text, result.toolCalls)), raw: recorder.last() };
  }
}

interface GoogleErrorBody {
  error?: { message?: string; status?: string; details?: unknown };
}

/** The SDK puts the JSON error body in ApiError.message, prefixed "got status: X. " when it came inside a stream. */
function errorBody(message: string): { body: GoogleErrorBody; inStream: boolean } {
  const inStream = message.startsWith('got status:');
  const json = inStream ? message.slice(message.indexOf('{')) : message;
  try {
    return { body: JSON.parse(json) as GoogleErrorBody, inStream };
  } catch {
    return { body: { error: { message } }, inStream };
  }
}

/** RetryInfo.retryDelay ("2s", "0.5s") in the body stands in for Retry-After, which Google does not send. */
export function mapGeminiError(err: unknown, ctx: ErrorContext): LlmError {
  if (ctx.signal?.aborted) return abortedError();
  if (err instanceof ApiError) {
    const { body, inStream } = errorBody(err.message);
    const facts = { detail: body.error?.message ?? '', code: body.error?.status, retryAfter: googleRetryDelay(body.error?.details) };
    return inStream ? streamError(facts, ctx) : httpError({ ...facts, status: err.status }, ctx);
  }
  if (err instanceof TypeError) return networkError(ctx, err.message);
  return unknownError(err, ctx);
}
