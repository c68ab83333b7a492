// Measured numbers the first screen shows before any spec is loaded (the live counts appear once one is).
import type { ContextTokens } from '../workers/catalogProtocol';

/**
 * GitHub's REST API description (../shared/specs/github.openapi.json, 1,223 operations), counted with
 * `npm run --silent cli -- tokens <spec>`: every operation as a classic tool vs code mode's tools and prompt, and dual
 * mode (over its 20,000-token budget for typed tools: search, get_schema, call_operation and execute).
 */
export const GITHUB_CONTEXT: { title: string; operations: number; tokens: ContextTokens } = {
  title: 'GitHub REST API',
  operations: 1223,
  tokens: { classic: 338_902, classicExact: true, codeMode: 602, dual: { direct: null, operation: 525 }, tokenizer: 'o200k_base' },
};
