// One loaded source as the set holds it: its kind, short name, spec and own settings (apiSet.ts has the functions over
// one entry, kinds/ each kind's part).
import type { ServerChoice } from '../../core/openapi';
import type { SourceKind } from '../../core/sources';
import type { LoadedSummary } from '../workers/catalogProtocol';
import type { ToolHook } from './sandboxConfig';
import type { CredentialServerChoices, Credentials } from './targetAuth';

/** What the set keeps of an MCP source; the connection itself (and its credential) stays in useMcpSources. */
export interface McpSourceRef {
  url: string;
  tools: ToolHook;
  /** The revision the page speaks with it, e.g. "MCP 2026-07-28, stateless" (its chip's title). */
  speaks?: string;
}

/** One source's own settings (an MCP server has none that apply: its calls go through its connection). */
export interface SourceSettings {
  choice: ServerChoice;
  /** A server a link asked for that the spec does not declare: unused until the user confirms it. */
  pending: string | null;
  credentials: Credentials;
  /** Which servers receive the credentials beyond the document-level ones (checked by the user). */
  credentialServers: CredentialServerChoices;
  mock: boolean;
  /** Its live requests go through the CORS proxy (the first source follows the request settings' proxy instead). */
  proxy: boolean;
}

export interface SourceEntry {
  /** The catalog worker's id of the loaded source. */
  id: string;
  /** Its kind's id (core/sources' kinds registry; its UI part in ./kinds). */
  kind: SourceKind;
  shortName: string;
  /** The spec as loaded (its declared servers). */
  summary: LoadedSummary;
  settings: SourceSettings;
  /** An MCP server (its synthetic spec): the URL it was connected at and its tool calls. */
  mcp?: McpSourceRef;
}
