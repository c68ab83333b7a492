// The shape of what a provider accepts in a request's tool list, and the rules several providers share. Each
// provider's limits are in its descriptor (registry.ts: PROVIDER_LIMITS), read by the classic-mode feasibility
// check, the per-provider tool sanitizers and the tests' rule checks.

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

export const UNDERSCORE_DASH_64: NameRule = { pattern: /^[a-zA-Z0-9_-]{1,64}$/, allowed: /[a-zA-Z0-9_-]/, maxLength: 64 };
const ANTHROPIC_PROPERTY: NameRule = { pattern: /^[a-zA-Z0-9_.-]{1,64}$/, allowed: /[a-zA-Z0-9_.-]/, maxLength: 64 };

export const OPENAI_TOOL_NAME: Documented<NameRule> = {
  value: UNDERSCORE_DASH_64,
  source: 'OpenAI API reference, Chat Completions tools[].function.name: "Must be a-z, A-Z, 0-9, or contain underscores and dashes, with a maximum length of 64."',
};

export const ANTHROPIC_PROPERTY_NAME: Documented<NameRule> = {
  value: ANTHROPIC_PROPERTY,
  source: `Anthropic Messages API 400 invalid_request_error: "tools.N.custom.input_schema.properties: Property keys should match pattern '^[a-zA-Z0-9_.-]{1,64}$'"`,
};

export const ARRAY_ITEMS: Documented<boolean> = {
  value: true,
  source: `OpenAI 400 invalid_function_parameters: "Invalid schema for function 'f': In context=('properties', 'p'), array schema missing items."`,
};

export const JSON_SCHEMA: Documented<SchemaDialect> = {
  value: 'json-schema-2020-12',
  source: 'Anthropic 400: "tools.N.custom.input_schema: JSON schema is invalid. It must match JSON Schema draft 2020-12"; OpenAI validates function parameters as JSON Schema',
};
