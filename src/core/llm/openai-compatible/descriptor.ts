// OpenAI-compatible servers (OpenRouter, Groq, Ollama, LM Studio…): Chat Completions through the OpenAI adapter.
import type { ProviderDescriptor } from '../descriptor';
import { ANTHROPIC_PROPERTY_NAME, ARRAY_ITEMS, JSON_SCHEMA, OPENAI_TOOL_NAME } from '../limits';
import { OPENAI_SDK, openAiLoader, openAiModelListGet, openAiModelPage } from '../openai/descriptor';

export const openaiCompatible: ProviderDescriptor = {
  id: 'openai-compatible',
  label: 'OpenAI-compatible (OpenRouter, Groq, Ollama, LM Studio…)',
  errorLabel: 'the OpenAI-compatible server',
  docsUrl: 'https://platform.openai.com/docs/api-reference/chat',
  defaultBaseUrl: 'http://localhost:11434/v1',
  keyRequired: false,
  defaultModel: 'llama3.1',
  models: [
    { id: 'llama3.1', contextWindow: 131_072 },
    { id: 'qwen2.5-coder', contextWindow: 32_768 },
    { id: 'openai/gpt-5.4-mini' },
    { id: 'llama-3.3-70b-versatile', contextWindow: 131_072 },
  ],
  baseUrlPresets: [
    { label: 'Ollama (local)', url: 'http://localhost:11434/v1' },
    { label: 'LM Studio (local)', url: 'http://localhost:1234/v1' },
    { label: 'OpenRouter', url: 'https://openrouter.ai/api/v1' },
    { label: 'Groq', url: 'https://api.groq.com/openai/v1' },
  ],
  limits: {
    // Routers (OpenRouter…) forward to any backend, so names and keys follow the strictest common rules.
    toolName: OPENAI_TOOL_NAME,
    propertyName: { ...ANTHROPIC_PROPERTY_NAME, source: `Strictest rule among the backends an OpenAI-compatible router may forward to: ${ANTHROPIC_PROPERTY_NAME.source}` },
    schema: JSON_SCHEMA,
    arrayItemsRequired: ARRAY_ITEMS,
  },
  modelList: { request: openAiModelListGet, parse: (body) => openAiModelPage(body, true) },
  loadAdapter: openAiLoader,
  sdk: OPENAI_SDK,
  features: {
    toolSearch: { value: false, source: 'Chat Completions has no tool search (OpenAI offers it in the Responses API only)' },
    programmaticCalling: { value: false, source: 'Chat Completions has no programmatic tool calling (OpenAI offers it in the Responses API only)' },
  },
};
