// Public surface of the context-at-start accounting: what each mode puts before the model's first word.
export { contextTokens, codeModeTokensFor, codeVariantTokensFor, dualTokensFor, toolDefinitions } from './context';
export type { ContextTokens, DualTokenCount, ToolDefinitions } from './context';
