// Provider metadata for the settings UI and for the "can classic mode run here?" check (issue 5).
import type { ProviderId } from './types';

export interface ModelInfo {
  id: string;
  /** Tokens (input + output) the model accepts, when documented. */
  contextWindow?: number;
}

export interface ProviderInfo {
  id: ProviderId;
  label: string;
  defaultBaseUrl: string;
  /** Local OpenAI-compatible servers (Ollama, LM Studio) need no key. */
  keyRequired: boolean;
  defaultModel: string;
  /** Suggestions only: the model id stays editable. */
  models: ModelInfo[];
  /** Hard cap on tool definitions in one request, when the provider documents one. */
  maxToolsPerRequest?: number;
  /** Where maxToolsPerRequest comes from. */
  toolLimitSource?: string;
  /** Common base URLs for this provider kind (OpenAI-compatible only). */
  baseUrlPresets?: { label: string; url: string }[];
}

// Context windows: platform.openai.com/docs/models, docs.anthropic.com/en/docs/about-claude/models,
// ai.google.dev/gemini-api/docs/models, console.groq.com/docs/models (checked 2025-09).
export const PROVIDERS: Record<ProviderId, ProviderInfo> = {
  openai: {
    id: 'openai',
    label: 'OpenAI',
    defaultBaseUrl: 'https://api.openai.com/v1',
    keyRequired: true,
    defaultModel: 'gpt-4.1-mini',
    models: [
      { id: 'gpt-4.1-mini', contextWindow: 1_047_576 },
      { id: 'gpt-4.1', contextWindow: 1_047_576 },
      { id: 'gpt-4.1-nano', contextWindow: 1_047_576 },
      { id: 'gpt-5', contextWindow: 400_000 },
      { id: 'gpt-5-mini', contextWindow: 400_000 },
      { id: 'gpt-5-nano', contextWindow: 400_000 },
      { id: 'gpt-4o', contextWindow: 128_000 },
      { id: 'gpt-4o-mini', contextWindow: 128_000 },
      { id: 'o4-mini', contextWindow: 200_000 },
    ],
    maxToolsPerRequest: 128,
    toolLimitSource: 'OpenAI API reference, Chat Completions `tools`: "A max of 128 functions are supported."',
  },
  anthropic: {
    id: 'anthropic',
    label: 'Anthropic',
    defaultBaseUrl: 'https://api.anthropic.com',
    keyRequired: true,
    defaultModel: 'claude-sonnet-4-5',
    models: [
      { id: 'claude-sonnet-4-5', contextWindow: 200_000 },
      { id: 'claude-haiku-4-5', contextWindow: 200_000 },
      { id: 'claude-opus-4-1', contextWindow: 200_000 },
      { id: 'claude-sonnet-4-0', contextWindow: 200_000 },
      { id: 'claude-3-5-haiku-latest', contextWindow: 200_000 },
    ],
    // Anthropic documents no tool-count cap; tool definitions count against the context window.
  },
  gemini: {
    id: 'gemini',
    label: 'Google Gemini',
    defaultBaseUrl: 'https://generativelanguage.googleapis.com',
    keyRequired: true,
    defaultModel: 'gemini-2.5-flash',
    models: [
      { id: 'gemini-2.5-flash', contextWindow: 1_048_576 },
      { id: 'gemini-2.5-pro', contextWindow: 1_048_576 },
      { id: 'gemini-2.5-flash-lite', contextWindow: 1_048_576 },
      { id: 'gemini-2.0-flash', contextWindow: 1_048_576 },
    ],
    maxToolsPerRequest: 64,
    toolLimitSource:
      'Gemini Tool reference (Vertex AI / Firebase AI Logic, FunctionDeclarationsTool): "Maximum 64 function declarations can be provided."',
  },
  'openai-compatible': {
    id: 'openai-compatible',
    label: 'OpenAI-compatible (OpenRouter, Groq, Ollama, LM Studio…)',
    defaultBaseUrl: 'http://localhost:11434/v1',
    keyRequired: false,
    defaultModel: 'llama3.1',
    models: [
      { id: 'llama3.1', contextWindow: 131_072 },
      { id: 'qwen2.5-coder', contextWindow: 32_768 },
      { id: 'openai/gpt-4.1-mini', contextWindow: 1_047_576 },
      { id: 'anthropic/claude-sonnet-4.5', contextWindow: 200_000 },
      { id: 'llama-3.3-70b-versatile', contextWindow: 131_072 },
    ],
    baseUrlPresets: [
      { label: 'Ollama (local)', url: 'http://localhost:11434/v1' },
      { label: 'LM Studio (local)', url: 'http://localhost:1234/v1' },
      { label: 'OpenRouter', url: 'https://openrouter.ai/api/v1' },
      { label: 'Groq', url: 'https://api.groq.com/openai/v1' },
    ],
  },
};

export const PROVIDER_IDS = Object.keys(PROVIDERS) as ProviderId[];

/** Exact id, else the longest suggested id the model starts with (dated ids like "gpt-4o-2024-08-06"). */
export function findModel(provider: ProviderId, model: string): ModelInfo | undefined {
  const models = PROVIDERS[provider].models;
  const exact = models.find((m) => m.id === model);
  if (exact) return exact;
  return models
    .filter((m) => model.startsWith(`${m.id}-`))
    .sort((a, b) => b.id.length - a.id.length)[0];
}

export interface RequestLimitCheck {
  ok: boolean;
  /** One human sentence per exceeded limit. */
  reasons: string[];
  maxTools?: number;
  contextWindow?: number;
}

/** Would a request with this many tools and prompt tokens fail on this provider/model? Unknown limits pass. */
export function checkRequestLimits(args: {
  provider: ProviderId;
  model: string;
  toolCount: number;
  promptTokens: number;
}): RequestLimitCheck {
  const info = PROVIDERS[args.provider];
  const contextWindow = findModel(args.provider, args.model)?.contextWindow;
  const reasons: string[] = [];
  if (info.maxToolsPerRequest !== undefined && args.toolCount > info.maxToolsPerRequest) {
    reasons.push(
      `${info.label} accepts at most ${info.maxToolsPerRequest} tools per request; classic mode needs ${args.toolCount}.`,
    );
  }
  if (contextWindow !== undefined && args.promptTokens >= contextWindow) {
    reasons.push(
      `The tool definitions alone take about ${args.promptTokens.toLocaleString('en-US')} tokens, more than the ` +
        `${contextWindow.toLocaleString('en-US')}-token context window of ${args.model}.`,
    );
  }
  return { ok: reasons.length === 0, reasons, maxTools: info.maxToolsPerRequest, contextWindow };
}
