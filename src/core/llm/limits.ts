// The one table of what each provider accepts in a request's tool list, each limit with where it is documented.
// The classic-mode feasibility check, the per-provider tool sanitizers and the tests' rule checks all read it.
import type { ProviderId } from './types';

/** A limit and the document (or the provider's own error text) that states it. */
export interface Documented<T> {
  value: T;
  source: string;
}

/** A name rule: the full pattern, plus the parts a sanitizer needs to rewrite a name into it. */
export interface NameRule {
  pattern: RegExp;
  /** Characters allowed anywhere (one character class, no anchors). */
  allowed: RegExp;
  /** Characters allowed as the first one; undefined: any allowed character. */
  start?: RegExp;
  maxLength: number;
}

/** JSON Schema draft 2020-12 (OpenAI, Anthropic) or Gemini's OpenAPI 3.0 Schema subset. */
export type SchemaDialect = 'json-schema-2020-12' | 'gemini-openapi-subset';

export interface ProviderLimits {
  /** Tool definitions in one request. */
  maxTools?: Documented<number>;
  /** Bytes of one request body. */
  maxRequestBytes?: Documented<number>;
  toolName: Documented<NameRule>;
  /** Names of the top-level properties of a tool's parameter schema. */
  propertyName?: Documented<NameRule>;
  maxDescriptionChars?: Documented<number>;
  schema: Documented<SchemaDialect>;
  /** Every `type: array` schema must say what its items are. */
  arrayItemsRequired?: Documented<boolean>;
}

const UNDERSCORE_DASH_64: NameRule = { pattern: /^[a-zA-Z0-9_-]{1,64}$/, allowed: /[a-zA-Z0-9_-]/, maxLength: 64 };
const ANTHROPIC_PROPERTY: NameRule = { pattern: /^[a-zA-Z0-9_.-]{1,64}$/, allowed: /[a-zA-Z0-9_.-]/, maxLength: 64 };

const OPENAI_TOOL_NAME: Documented<NameRule> = {
  value: UNDERSCORE_DASH_64,
  source: 'OpenAI API reference, Chat Completions tools[].function.name: "Must be a-z, A-Z, 0-9, or contain underscores and dashes, with a maximum length of 64."',
};

const ANTHROPIC_PROPERTY_NAME: Documented<NameRule> = {
  value: ANTHROPIC_PROPERTY,
  source: `Anthropic Messages API 400 invalid_request_error: "tools.N.custom.input_schema.properties: Property keys should match pattern '^[a-zA-Z0-9_.-]{1,64}$'"`,
};

const ARRAY_ITEMS: Documented<boolean> = {
  value: true,
  source: `OpenAI 400 invalid_function_parameters: "Invalid schema for function 'f': In context=('properties', 'p'), array schema missing items."`,
};

const JSON_SCHEMA: Documented<SchemaDialect> = {
  value: 'json-schema-2020-12',
  source: 'Anthropic 400: "tools.N.custom.input_schema: JSON schema is invalid. It must match JSON Schema draft 2020-12"; OpenAI validates function parameters as JSON Schema',
};

export const PROVIDER_LIMITS: Record<ProviderId, ProviderLimits> = {
  openai: {
    maxTools: { value: 128, source: 'OpenAI API reference, Chat Completions `tools`: "A max of 128 functions are supported." (400 array_above_max_length)' },
    toolName: OPENAI_TOOL_NAME,
    maxDescriptionChars: {
      value: 1024,
      source: `OpenAI 400 string_above_max_length: "Invalid 'tools[N].function.description': string too long. Expected a string with maximum length 1024"`,
    },
    schema: JSON_SCHEMA,
    arrayItemsRequired: ARRAY_ITEMS,
  },
  anthropic: {
    // No documented cap on the number of tools: they count against the context window.
    maxRequestBytes: { value: 32 * 1024 * 1024, source: 'Anthropic API overview, Request size limits: "Messages API: 32 MB" (413 request_too_large)' },
    toolName: { value: UNDERSCORE_DASH_64, source: 'Anthropic tool use docs, tool `name`: "Must match the regex ^[a-zA-Z0-9_-]{1,64}$."' },
    propertyName: ANTHROPIC_PROPERTY_NAME,
    schema: JSON_SCHEMA,
  },
  gemini: {
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
  'openai-compatible': {
    // Routers (OpenRouter…) forward to any backend, so names and keys follow the strictest common rules.
    toolName: OPENAI_TOOL_NAME,
    propertyName: { ...ANTHROPIC_PROPERTY_NAME, source: `Strictest rule among the backends an OpenAI-compatible router may forward to: ${ANTHROPIC_PROPERTY_NAME.source}` },
    schema: JSON_SCHEMA,
    arrayItemsRequired: ARRAY_ITEMS,
  },
};
