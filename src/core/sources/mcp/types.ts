// An MCP server as a source: how the page connects to it, what a failed connection says, and what a tool call returns.
import type { JsonSchema } from '../../openapi/types';
import type { QuestionHandler } from './questions';

/** One credential for the server, kept in page memory only (never the sandbox, a link, an export or a log). */
export type McpAuth = { kind: 'bearer'; token: string } | { kind: 'header'; name: string; value: string };

/** Why a connection failed; each kind has its own message and what to do. */
export type McpFailureKind =
  | 'bad-url'
  | 'unreachable'
  | 'cors'
  | 'session-id-hidden'
  | 'auth'
  | 'not-mcp'
  | 'protocol'
  | 'other';

export interface McpFailure {
  kind: McpFailureKind;
  /** What happened, naming the server. */
  message: string;
  /** What to do about it (what the server must allow and expose, the proxy setting, a token). */
  fix?: string;
  /** The HTTP status when one was seen. */
  status?: number;
  /**
   * OAuth: the server asks for a sign-in at this authorization page. Nothing has navigated: the page goes there only
   * when the user clicks a button that names the page's origin (a link alone must never send the tab away).
   */
  signIn?: { url: string; origin: string };
}

/** The server's own hints (MCP ToolAnnotations): not guarantees. */
export interface McpToolAnnotations {
  title?: string;
  readOnlyHint?: boolean;
  destructiveHint?: boolean;
  idempotentHint?: boolean;
  openWorldHint?: boolean;
}

export interface McpToolInfo {
  name: string;
  title?: string;
  description?: string;
  inputSchema: JsonSchema;
  outputSchema?: JsonSchema;
  annotations?: McpToolAnnotations;
  /** MCP tasks: "required" = the server runs the tool only as a task. */
  taskSupport?: 'forbidden' | 'optional' | 'required';
}

export interface McpServerInfo {
  name: string;
  version: string;
  title?: string;
  /** The server's `instructions`, when it gave any. */
  instructions?: string;
}

/**
 * A tool call's answer as the sandbox and the models see it: `value` is structuredContent when the result has it, else
 * the text content parsed as JSON when it parses, else the text; other content (and annotated text) as dicts with
 * their `type`. `isError`: the tool failed (Python raises ToolError with `text`). `note`: for the network log (the
 * call went through a new session).
 */
export type McpCallOutcome =
  | { ok: true; isError: boolean; value: unknown; text: string; note?: string }
  | { ok: false; kind: 'network' | 'timeout' | 'unknown-tool'; error: string; signIn?: McpFailure['signIn'] };

/** A server's progress notification for a call. */
export interface McpProgress {
  progress: number;
  total?: number;
  message?: string;
}

export interface McpCallLimits {
  /** The wait without a word from the server (ms); each progress notification starts it again. */
  timeoutMs?: number;
  /** The longest wait however often the server reports progress (ms; default LIMITS.mcpToolCapMs). */
  maxTotalMs?: number;
  onProgress?: (progress: McpProgress) => void;
  /** Answers the questions this call's server asks mid-call (the connection's `questions` when unset); its wait is held meanwhile. */
  onQuestion?: QuestionHandler;
}

export interface McpConnection {
  readonly url: string;
  readonly transport: 'streamable-http' | 'sse';
  /** The revision agreed on: 'modern' = 2026-07-28 or later (stateless, no session), 'legacy' = the initialize handshake. */
  readonly era?: 'modern' | 'legacy';
  /** The protocol version agreed on, e.g. 2026-07-28 or 2025-11-25. */
  readonly revision?: string;
  readonly server: McpServerInfo;
  /** The tool list as last listed (re-listed on notifications/tools/list_changed). */
  tools: () => McpToolInfo[];
  callTool: (name: string, args: Record<string, unknown>, signal?: AbortSignal, limits?: McpCallLimits) => Promise<McpCallOutcome>;
  /** Told after each re-list; returns the unsubscribe function. */
  onToolsChanged: (fn: (tools: McpToolInfo[]) => void) => () => void;
  close: () => Promise<void>;
}

export type McpConnectOutcome = { ok: true; connection: McpConnection } | { ok: false; failure: McpFailure };

export interface McpConnectOptions {
  auth?: McpAuth;
  /** The CORS proxy setting ("…{url}…"); the credential goes through it only with `sendCredentials`. */
  proxy?: { template: string; sendCredentials: boolean };
  fetch?: typeof fetch;
  signal?: AbortSignal;
  /** Per request (default 30 000). */
  timeoutMs?: number;
  /** OAuth 2.1 with PKCE when the server asks for it (its authorization server must allow this page, CORS). */
  oauth?: McpOAuthOptions;
  /**
   * Someone can answer a server's questions mid-call (elicitation, declared only when set): this answers those no call's
   * own `onQuestion` takes.
   */
  questions?: QuestionHandler;
}

/** sessionStorage's shape (a Map-backed one in tests). */
export interface OAuthStore {
  getItem: (key: string) => string | null;
  setItem: (key: string, value: string) => void;
  removeItem: (key: string) => void;
}

export interface McpOAuthOptions {
  store: OAuthStore;
  /** This page's URL without its query: where the authorization server sends the user back. */
  redirectUrl: string;
  /** The code the authorization server sent back, when this connection finishes a sign-in. */
  code?: string;
  /** The authorization server sent the user back with an error instead of a code (e.g. access_denied). */
  refused?: { error: string; description?: string };
  /** A client registered with the authorization server beforehand (no dynamic registration); kept in the store. */
  client?: { id: string; secret?: string };
  /** This page's client ID metadata document (https), the client id where the authorization server accepts one. */
  clientMetadataUrl?: string;
  /** A sign-in for a call's scope (a step-up): only a call that works, not a connection, ends the sign-ins in a row. */
  stepUp?: boolean;
}
