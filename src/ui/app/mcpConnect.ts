// Loaded only when an MCP server is added (a dynamic import): the SDK client is large, and a page that never adds
// one must not download it (e2e/link-budget.spec.ts holds the link path to its budget).
import { connectMcp, mcpSpecText, type McpAuth, type McpConnectOptions, type McpFailure, type McpOAuthOptions } from '../../core/sources';
import type { SpecInput } from '../workers/catalogProtocol';
import { acceptSignInReturn, beginMcpSignIn, clientMetadataUrlFor, mcpOAuthOptions, openSignInPopup, SIGN_IN_CHANNEL, type SignInReturn } from './mcpSignIn';

/** A client registered with the server's authorization server beforehand (the form's OAuth client). */
export type McpOAuthClient = NonNullable<McpOAuthOptions['client']>;
import { newEntry, type McpEntry, type StepUpListener } from './mcpSources';

export { closeEntry, McpRegistry } from './mcpSources';
export { mcpKey, spokenBy } from '../../core/sources';

/** Connects; the entry holds the connection (and, inside it, the credential), not yet placed in the registry. */
export async function openMcp(url: string, key: string, options: McpConnectOptions, onStepUp?: StepUpListener): Promise<{ ok: true; entry: McpEntry } | { ok: false; failure: McpFailure }> {
  const outcome = await connectMcp(url, options);
  return outcome.ok ? { ok: true, entry: newEntry(url, key, outcome.connection, onStepUp) } : outcome;
}

/** A new connection to a connected server (back from a sign-in for more scope), for its entry (McpRegistry.swap). */
export { connectMcp as reopenMcp };

/** The server's tools, as listed now, as the catalog worker loads them: a synthetic OpenAPI document. */
export function mcpSpecInput(entry: McpEntry): SpecInput {
  const { server, tools } = entry.connection;
  return { kind: 'text', name: entry.url, text: mcpSpecText(server, tools(), entry.key, entry.url) };
}

/** This page's client ID metadata document (public/… from the build's PUBLIC_URL), when the page runs at that address. */
const clientMetadataUrl = (): string | undefined => clientMetadataUrlFor(import.meta.env.VITE_OAUTH_CLIENT_URL, window.location);

/**
 * A credential typed in the form, else OAuth (used only when the server asks for it; its tokens in sessionStorage).
 * `stepUp`: this connection follows a sign-in for a call's scope.
 */
export function credentialOptions(url: string, auth: McpAuth | undefined, client?: McpOAuthClient, stepUp = false): Pick<McpConnectOptions, 'auth' | 'oauth'> {
  if (auth) return { auth };
  try {
    const metadata = clientMetadataUrl();
    const oauth = mcpOAuthOptions(url, window.location, window.sessionStorage, { ...(client ? { client } : {}), ...(metadata ? { clientMetadataUrl: metadata } : {}) });
    return { oauth: stepUp ? { ...oauth, stepUp } : oauth };
  } catch {
    return {};
  }
}

/** The user's click: the authorization page in a popup (the run and the chat stay), else the tab goes there. */
export function startSignIn(server: string, authorizationUrl: string): 'popup' | 'tab' | false {
  try {
    if (openSignInPopup(authorizationUrl, (to) => window.open(to, 'mcp-sign-in', 'popup,width=560,height=720'))) return 'popup';
    return beginMcpSignIn(server, authorizationUrl, window.location, window.sessionStorage) ? 'tab' : false;
  } catch {
    return false;
  }
}

/** Calls `onAnswer` with each sign-in answer a popup of this page hands back that belongs to `server`; returns the stop. */
export function awaitSignIn(server: string, onAnswer: () => void): () => void {
  const channel = new BroadcastChannel(SIGN_IN_CHANNEL);
  channel.onmessage = (ev: MessageEvent<SignInReturn>) => {
    if (acceptSignInReturn(ev.data, window.sessionStorage, server)) onAnswer();
  };
  return () => channel.close();
}
