// OpenAI: Chat Completions through the official SDK.
import type { ProviderDescriptor } from '../descriptor';
import { ARRAY_ITEMS, JSON_SCHEMA, OPENAI_TOOL_NAME } from '../limits';
import { compact, list, num, str, trimSlash, type HttpGet, type Json, type ModelListRequest, type ModelPage } from '../models/wire';

// OpenAI's list also holds embedding, audio, image and moderation models, which cannot chat.
const NOT_CHAT = /(embedding|whisper|tts|dall-e|moderation|davinci|babbage|transcribe|realtime|audio|image|sora|search-api)/i;

/** GET {base}/models; local servers (Ollama, LM Studio) need no key: no Authorization header then. */
export function openAiModelListGet(req: ModelListRequest): HttpGet {
  const key = req.apiKey.trim();
  return { url: `${trimSlash(req.baseUrl.trim())}/models`, headers: key ? { Authorization: `Bearer ${key}` } : {} };
}

/** `compatible`: keep every id (a router's or local server's list holds only models it can chat with). */
export function openAiModelPage(body: Json, compatible: boolean): ModelPage {
  const models = list(body.data)
    .flatMap((m) => {
      const id = str(m.id);
      // OpenRouter and some other routers add context_length.
      return id ? [compact({ id, label: str(m.name), contextWindow: num(m.context_length) })] : [];
    })
    .filter((m) => compatible || !NOT_CHAT.test(m.id));
  return { models };
}

/** Model ids older than gpt-5.4 (patterns as NativeFeature.notForModels reads them). */
const OLDER_THAN_GPT_5_4 = ['gpt-4*', 'gpt-3*', 'gpt-5', 'gpt-5-*', 'gpt-5.1', 'gpt-5.1-*', 'gpt-5.2', 'gpt-5.2-*', 'gpt-5.3', 'gpt-5.3-*', 'o1*', 'o3*', 'o4*', 'chatgpt-*'];

export const openAiLoader = () => import('./provider').then((m) => m.OpenAiProvider);
export const OPENAI_SDK = { name: 'openai', marker: ['OPENAI_API', '_KEY'] } as const;

// Ids from the pinned SDK's model list (openai 7.55.0 ChatModel); context windows only where OpenAI documents them.
export const openai: ProviderDescriptor = {
  id: 'openai',
  label: 'OpenAI',
  errorLabel: 'OpenAI',
  docsUrl: 'https://platform.openai.com/docs/api-reference',
  defaultBaseUrl: 'https://api.openai.com/v1',
  keyRequired: true,
  defaultModel: 'gpt-5.4-mini',
  models: [
    { id: 'gpt-5.4-mini', contextWindow: 400_000 },
    { id: 'gpt-5.5' },
    { id: 'gpt-5.4' },
    { id: 'gpt-5.4-nano' },
    { id: 'gpt-5-mini', contextWindow: 400_000 },
    { id: 'gpt-4.1-mini', contextWindow: 1_047_576 },
  ],
  limits: {
    maxTools: { value: 128, source: 'OpenAI API reference, Chat Completions `tools`: "A max of 128 functions are supported." (400 array_above_max_length)' },
    toolName: OPENAI_TOOL_NAME,
    maxDescriptionChars: {
      value: 1024,
      source: `OpenAI 400 string_above_max_length: "Invalid 'tools[N].function.description': string too long. Expected a string with maximum length 1024"`,
    },
    schema: JSON_SCHEMA,
    arrayItemsRequired: ARRAY_ITEMS,
  },
  modelList: { request: openAiModelListGet, parse: (body) => openAiModelPage(body, false) },
  loadAdapter: openAiLoader,
  sdk: OPENAI_SDK,
  responsesApi: {
    use: 'native-modes',
    reason: 'tool_search and programmatic_tool_calling exist only in the Responses API; classic, code and dual stay on Chat Completions so their numbers remain comparable with every OpenAI-compatible server',
  },
  features: {
    toolSearch: {
      value: true,
      source: 'OpenAI Responses API: hosted `tool_search` over functions marked `defer_loading`',
      notForModels: { value: OLDER_THAN_GPT_5_4, source: 'OpenAI tool search guide: "Only gpt-5.4 and later models support tool_search."' },
    },
    programmaticCalling: {
      value: true,
      source: 'OpenAI Responses API: `programmatic_tool_calling` (`allowed_callers: ["programmatic"]`, `program` / `program_output` items)',
      notForModels: { value: OLDER_THAN_GPT_5_4, source: 'OpenAI programmatic tool calling guide defers to each model page; assumed the same gpt-5.4 cutoff as tool_search' },
    },
  },
};
