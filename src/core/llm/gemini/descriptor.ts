// Google Gemini: the Gemini API (pinned to v1beta) through the official SDK.
import type { ProviderDescriptor } from '../descriptor';
import { list, num, compact, PAGE_SIZE, str, trimSlash } from '../models/wire';

// Ids from the pinned SDK's model list (@google/genai 3.1.0 Model); context windows only where Google documents them.
export const gemini: ProviderDescriptor = {
  id: 'gemini',
  label: 'Google Gemini',
  errorLabel: 'Google Gemini',
  docsUrl: 'https://ai.google.dev/gemini-api/docs',
  defaultBaseUrl: 'https://generativelanguage.googleapis.com',
  keyRequired: true,
  // The -latest aliases follow Google's current release, so the default does not go stale.
  defaultModel: 'gemini-flash-latest',
  models: [
    { id: 'gemini-flash-latest' },
    { id: 'gemini-pro-latest' },
    { id: 'gemini-flash-lite-latest' },
    { id: 'gemini-3.8-flash' },
    { id: 'gemini-3.5-flash-lite' },
  ],
  limits: {
    maxTools: { value: 512, source: 'Gemini API 400 INVALID_ARGUMENT: "tools[0].function_declarations: [FIELD_INVALID] At most 512 function declarations can be specified."' },
    maxRequestBytes: { value: 20 * 1024 * 1024, source: 'Gemini API docs, file prompting: "use the File API when the total request size (including the files, text prompt, system instructions, etc.) is larger than 20 MB"' },
    toolName: {
      value: { pattern: /^[a-zA-Z_][a-zA-Z0-9_.:-]{0,63}$/, allowed: /[a-zA-Z0-9_.:-]/, start: /[a-zA-Z_]/, maxLength: 64 },
      source: 'Gemini API 400 on function_declarations[N].name: "Must start with a letter or an underscore. Must be a-z, A-Z, 0-9, or contain underscores (_), dots (.), colons (:), or dashes (-), with a maximum length of 64."',
    },
    propertyName: {
      value: { pattern: /^[a-zA-Z_][a-zA-Z0-9_]{0,63}$/, allowed: /[a-zA-Z0-9_]/, start: /[a-zA-Z_]/, maxLength: 64 },
      source: '@google/genai 3.1.0 FunctionDeclaration.parameters: "Parameter names must start with a letter or an underscore and must only contain chars a-z, A-Z, 0-9, or underscores with a maximum length of 64."',
    },
    schema: {
      value: 'gemini-openapi-subset',
      source: '@google/genai 3.1.0 `Schema`: "Represents a select subset of an OpenAPI 3.0 schema object" (type, format, description, enum: string[], items, properties, required, anyOf, nullable, min/max…, default, example, title, propertyOrdering)',
    },
    arrayItemsRequired: { value: true, source: '@google/genai 3.1.0 Schema.items: "If type is ARRAY, items specifies the schema of elements in the array."' },
  },
  modelList: {
    // x-goog-api-key keeps the key out of URLs and logs (Gemini accepts ?key= too).
    request: (req, cursor) => ({
      url: `${trimSlash(req.baseUrl.trim())}/v1beta/models?pageSize=${PAGE_SIZE}${cursor ? `&pageToken=${encodeURIComponent(cursor)}` : ''}`,
      headers: { 'x-goog-api-key': req.apiKey.trim() },
    }),
    parse: (body) => {
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
    },
  },
  loadAdapter: () => import('./provider').then((m) => m.GeminiProvider),
  sdk: { name: 'gemini', marker: ['x-goog-api', '-client'] },
  features: {
    toolSearch: { value: false, source: 'The Gemini API documents no tool search over deferred function declarations' },
    programmaticCalling: { value: false, source: 'The Gemini API documents no code execution that calls your function declarations' },
  },
};
