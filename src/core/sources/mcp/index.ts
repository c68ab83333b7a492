// Public surface of an MCP server as a source. connectMcp loads the SDK client on first use (it is large; nothing on
// the link path needs it).
import type { McpConnectOptions, McpConnectOutcome } from './types';

export type * from './types';
export { MCP_ORIGIN, MCP_RESULT_HEADER, mcpBaseUrl, PENDING_KEY as MCP_OAUTH_PENDING_KEY } from './names';
export { mcpKey, mcpSpecText } from './spec';
export { toolOutcome } from './result';
export { toolProgressText } from './progress';
export { spokenBy } from './spoken';
export { checkAnswer, defaultsOf } from './questions';
export { questionSummary } from './questionLog';
export type { AnswerContent, McpAnswer, McpQuestion, QuestionField, QuestionHandler } from './questions';
export { CORS_NEEDS } from './diagnose';
export { forgetOAuth } from './oauth';

/** Connects to an MCP server and lists its tools. Never throws: a failure says why and what to do. */
export async function connectMcp(url: string, options?: McpConnectOptions): Promise<McpConnectOutcome> {
  const { connectMcp: connect, connectSigningIn } = await import('./client');
  const oauth = options?.oauth;
  return oauth ? connectSigningIn(url, { ...options, oauth }, connect) : connect(url, options);
}
