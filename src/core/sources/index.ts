// Public surface of core/sources: what is loaded, as a list of sources (one API is a list of one).
export { defaultShortName, uniqueShortName, shortNameProblem, SHORT_NAME_PATTERN } from './shortName';
export type * from './types';
export { addSource, baseUrls, removeSource, renameSource, replaceSource, unionAllowlist } from './list';
export type { ListedSource, RenameOutcome } from './list';
export { kindOfBaseUrl, kindPromptLines, registerSourceKind, sourceKind, sourceKinds } from './kinds';
export type { SourceKindDef, SourceKindLink, SourceSetting } from './kind';
export { linkableMcpUrl } from './mcp/kind';
export { createToolNameMap, QUALIFIED_NAME_PATTERN, QUALIFIER } from './toolNames';
export type { QualifiedName, SourceNames, ToolNameMap } from './toolNames';
export { connectMcp, CORS_NEEDS, forgetOAuth, MCP_OAUTH_PENDING_KEY, MCP_ORIGIN, MCP_RESULT_HEADER, mcpBaseUrl, mcpKey, mcpSpecText, spokenBy, checkAnswer, defaultsOf, questionSummary, toolOutcome, toolProgressText } from './mcp';
export type * from './mcp/types';
export type { AnswerContent, McpAnswer, McpQuestion, QuestionField, QuestionHandler } from './mcp/questions';
export { BRIDGES, DEFAULT_BRIDGE, bridgePlan, isPort, parseServerInput } from './mcp/bridge';
export type { BridgeInfo, BridgeName, BridgePlan, RemoteServer, ServerEntry, ServerInput, StdioServer } from './mcp/bridge';
