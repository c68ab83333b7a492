// Anthropic: the Messages API through the official SDK.
import type { ProviderDescriptor } from '../descriptor';
import { ANTHROPIC_PROPERTY_NAME, JSON_SCHEMA, UNDERSCORE_DASH_64 } from '../limits';
import { compact, list, num, PAGE_SIZE, str, trimSlash } from '../models/wire';

// Ids from the pinned SDK's model list (@anthropic-ai/sdk 1.10.0 Model), none in its deprecated list (it flags
// claude-sonnet-4-5); context windows only where Anthropic documents them.
/** Models older than the 4.5 generation (Claude 3.x, Opus 4 / 4.1, Sonnet 4), by id prefix: neither native feature lists them. */
const BEFORE_4_5 = ['claude-3*', 'claude-opus-4-0*', 'claude-opus-4-1*', 'claude-opus-4-2025*', 'claude-sonnet-4-0*', 'claude-sonnet-4-2025*'];

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
      notForModels: { value: [...BEFORE_4_5], source: "Anthropic tool search docs, supportedModels: every Opus and Sonnet from 4.5 on, Haiku 4.5 (claude-haiku-4-5-20251001) and the 5.x models; Claude 3.x and the 4.0/4.1 models are not listed" },
    },
    programmaticCalling: {
      value: true,
      source: 'Anthropic programmatic tool calling: `code_execution_20260120` with `allowed_callers` on your tools',
      notForModels: { value: [...BEFORE_4_5, 'claude-haiku-4-5*'], source: "Anthropic programmatic tool calling docs: Opus and Sonnet from 4.5 on; Haiku 4.5 was not listed when read (the page's current model list could not be read here)" },
    },
  },
};
