// Public API of the agent loop.
export { runAgent, DEFAULT_MAX_TURNS } from './runAgent';
export type { RunAgentOptions } from './runAgent';
export { buildSystemPrompt, capBytes } from './systemPrompt';
export type { SystemPromptInfo } from './systemPrompt';
export { describeError, providerLabel } from './errors';
export { describeEmptyReply } from './emptyReply';
export type { RetryOptions, Sleep } from './retry';
export { parseArguments, runToolStep } from './toolStep';
export type * from './types';
export { LOCAL_SEARCH_LIMIT, LOCAL_SEARCH_TOOL } from './nativeTurn';
export type { NativeOptions } from './nativeTurn';
export { isNativeMode, nativeModes } from './nativeModes';
