// Anthropic: the Messages API through the official SDK.
import type { ProviderDescriptor } from '../descriptor';
import { ANTHROPIC_PROPERTY_NAME, JSON_SCHEMA, UNDERSCORE_DASH_64 } from '../limits';
import { compact, list, num, PAGE_SIZE, str, trimSlash } from '../models/wire';

// Ids from the pinned SDK's model list (@anthropic-ai/sdk 1.10.0 Model), none in its deprecated list (it flags
// claude-sonnet-4-5); context windows only where Anthropic documents them.
export const anthropic: ProviderDescriptor = {
  id: 'anthropic',
  label: 'Anthropic',
  errorLabel: 'Anthropic',
  docsUrl: 'https://docs.anthropic.com/en/api/overview',
  defaultBaseUrl: 'https://api.anthropic.com',
  keyRequired: true,
  defaultModel: 'claude-sonnet-5-5',
  models: [
    { id: 'claude-sonnet-5-5' },
    { id: 'claude-opus-5-5' },
    { id: 'claude-haiku-5-5' },
    { id: 'claude-sonnet-4-6' },
    { id: 'claude-haiku-4-5', contextWindow: 200_000 },
  ],
  limits: {
    // No documented cap on the number of tools: they count against the context window.
    maxRequestBytes: { value: 32 * 1024 * 1024, source: 'Anthropic API overview, Request size limits: "Messages API: 32 MB" (413 request_too_large)' },
    toolName: { value: UNDERSCORE_DASH_64, source: 'Anthropic tool use docs, tool `name`: "Must match the regex ^[a-zA-Z0-9_-]{1,64}$."' },
    propertyName: ANTHROPIC_PROPERTY_NAME,
    schema: JSON_SCHEMA,
  },
  modelList: {
    request: (req, cursor) => ({
      url: `${trimSlash(req.baseUrl.trim())}/v1/models?limit=${PAGE_SIZE}${cursor ? `&after_id=${encodeURIComponent(cursor)}` : ''}`,
      // The direct-browser-access header is Anthropic's opt-in to CORS for keys used from a page.
      headers: { 'x-api-key': req.apiKey.trim(), 'anthropic-version': '2023-06-01', 'anthropic-dangerous-direct-browser-access': 'true' },
    }),
    parse: (body) => {
      const models = list(body.data)
        .filter((m) => m.lifecycle !== 'retired')
        .flatMap((m) => {
          const id = str(m.id);
          return id ? [compact({ id, label: str(m.display_name), contextWindow: num(m.max_input_tokens), deprecated: m.lifecycle === 'deprecated' || undefined })] : [];
        });
      return { models, next: body.has_more === true ? str(body.last_id) : undefined };
    },
  },
  loadAdapter: () => import('./provider').then((m) => m.AnthropicProvider),
  sdk: { name: 'anthropic', marker: ['ANTHROPIC_API', '_KEY'] },
  features: {
    toolSearch: {
      value: true,
      source: 'Anthropic tool search tool (BM25 or regex) over tools marked `defer_loading`, results as `tool_reference` blocks',
      notForModels: { value: ['claude-haiku-4-5*'], source: 'Anthropic tool search docs: model compatibility lists Opus and Sonnet from 4.5 on; Haiku 4.5 is not listed' },
    },
    programmaticCalling: {
      value: true,
      source: 'Anthropic programmatic tool calling: `code_execution_20260120` with `allowed_callers` on your tools',
      notForModels: { value: ['claude-haiku-4-5*'], source: 'Anthropic programmatic tool calling docs: model compatibility lists Opus and Sonnet from 4.5 on; Haiku 4.5 is not listed' },
    },
  },
};
