// Public API of the MCP layer.
export { CODE_MODE_TOOLS, EXECUTE_TOOL, GET_SCHEMA_TOOL, SAVE_SKILL_TOOL, SEARCH_TOOL } from './codeModeTools';
export { createCodeModeServer } from './codeModeServer';
export type { CodeModeServerOptions } from './codeModeServer';
export { createClassicServer } from './classicServer';
export type { ClassicServerOptions } from './classicServer';
export { buildRequest } from './buildRequest';
export { CALL_TIMEOUT_MS, callOptions, connectInMemory } from './connect';
export { KEEPALIVE_MS, UserWaits } from './userWait';
export type { InMemoryConnection } from './connect';
export { formatExecution, summarizeRequests, truncateText } from './formatExecution';
export { trimTraceback } from './traceback';
export { EXECUTION_META_KEY, OFFRAMP_META_KEY, REQUESTS_META_KEY } from './meta';
export type { OffRampOptions, OffRampMark } from './offRampExecution';
export type * from './types';
export { createDualServer } from './dualServer';
export type { DualServerOptions } from './dualServer';
export { CALL_OPERATION_TOOL, DUAL_EXECUTE, dualToolList } from './dualTools';
export { argumentProblems } from './validateArgs';
