// Public surface of token accounting.
export { countTokens, countClassicTokens, countCodeModeTokens, serializeTool, TOKENIZER, EXACT_CHAR_LIMIT } from './count';
export type { ClassicTokenCount, CodeModeTokenCount } from './count';
