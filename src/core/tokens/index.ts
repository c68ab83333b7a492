// Public surface of token accounting.
export { countTokens, countClassicTokens, countCodeModeTokens, serializeTool, TOKENIZER, EXACT_CHAR_LIMIT } from './count';
export type { ClassicTokenCount, CodeModeTokenCount } from './count';
export { contextTokens, codeModeTokensFor, dualTokensFor, toolDefinitions } from './context';
export type { ContextTokens, DualTokenCount, ToolDefinitions } from './context';
