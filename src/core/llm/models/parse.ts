// Each provider's model-list body -> model ids with what the list says about them (context window, deprecation).
import type { ProviderId } from '../types';

export interface ListedModel {
  id: string;
  /** Display name, when the provider gives one. */
  label?: string;
  /** Input tokens the model accepts, when the list says. */
  contextWindow?: number;
  deprecated?: boolean;
}

export interface ModelPage {
  models: ListedModel[];
  /** Cursor of the next page, when there is one. */
  next?: string;
}

type Json = Record<string, unknown>;
const isObj = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const list = (v: unknown): Json[] => (Array.isArray(v) ? v.filter(isObj) : []);
const str = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : undefined);

// OpenAI's list also holds embedding, audio, image and moderation models, which cannot chat.
const NOT_CHAT = /(embedding|whisper|tts|dall-e|moderation|davinci|babbage|transcribe|realtime|audio|image|sora|search-api)/i;

function compact(model: ListedModel): ListedModel {
  return Object.fromEntries(Object.entries(model).filter(([, v]) => v !== undefined)) as unknown as ListedModel;
}

function anthropic(body: Json): ModelPage {
  const models = list(body.data)
    .filter((m) => m.lifecycle !== 'retired')
    .flatMap((m) => {
      const id = str(m.id);
      return id ? [compact({ id, label: str(m.display_name), contextWindow: num(m.max_input_tokens), deprecated: m.lifecycle === 'deprecated' || undefined })] : [];
    });
  return { models, next: body.has_more === true ? str(body.last_id) : undefined };
}

function gemini(body: Json): ModelPage {
  const models = list(body.models)
    .filter((m) => {
      const methods = Array.isArray(m.supportedGenerationMethods) ? m.supportedGenerationMethods : m.supportedActions;
      return !Array.isArray(methods) || methods.includes('generateContent');
    })
    .flatMap((m) => {
      const id = str(m.name)?.replace(/^models\//, '');
      return id ? [compact({ id, label: str(m.displayName), contextWindow: num(m.inputTokenLimit) })] : [];
    });
  return { models, next: str(body.nextPageToken) };
}

function openAi(body: Json, compatible: boolean): ModelPage {
  const models = list(body.data)
    .flatMap((m) => {
      const id = str(m.id);
      // OpenRouter and some other routers add context_length.
      return id ? [compact({ id, label: str(m.name), contextWindow: num(m.context_length) })] : [];
    })
    .filter((m) => compatible || !NOT_CHAT.test(m.id));
  return { models };
}

export function parseModelPage(provider: ProviderId, body: unknown): ModelPage {
  if (!isObj(body)) return { models: [] };
  switch (provider) {
    case 'anthropic':
      return anthropic(body);
    case 'gemini':
      return gemini(body);
    case 'openai':
      return openAi(body, false);
    case 'openai-compatible':
      return openAi(body, true);
  }
}
