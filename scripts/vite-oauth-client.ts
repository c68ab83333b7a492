// The page's OAuth client ID metadata document (draft-ietf-oauth-client-id-metadata-document; MCP 2025-11-25): a
// static page cannot know its public address, so the build is told it (PUBLIC_URL, https, e.g.
// https://example.github.io/code-mode-playground/) and then publishes `oauth-client.json` there, whose URL is the
// client id an authorization server that supports such documents accepts instead of a registration. Without
// PUBLIC_URL no document is published and the page registers itself (or uses a pre-registered client id).
import type { Plugin } from 'vite';

export const CLIENT_DOCUMENT = 'oauth-client.json';

/** The document for a page published at `publicUrl` (its redirect URIs: the page, with or without index.html). */
export function clientDocument(publicUrl: string): { url: string; body: Record<string, unknown> } | null {
  let home: URL;
  try {
    home = new URL(publicUrl.endsWith('/') ? publicUrl : `${publicUrl}/`);
  } catch {
    return null;
  }
  if (home.protocol !== 'https:' || home.search || home.hash) return null;
  const url = new URL(CLIENT_DOCUMENT, home).href;
  return {
    url,
    body: {
      client_id: url, client_name: 'Code Mode Playground', client_uri: home.href, redirect_uris: [home.href, new URL('index.html', home).href],
      grant_types: ['authorization_code', 'refresh_token'], response_types: ['code'], token_endpoint_auth_method: 'none',
    },
  };
}

export function oauthClientDocument(publicUrl = process.env.PUBLIC_URL): Plugin {
  const doc = publicUrl ? clientDocument(publicUrl) : null;
  if (publicUrl && !doc) throw new Error(`PUBLIC_URL must be the page's https address (no query or fragment): ${publicUrl}`);
  return {
    name: 'oauth-client-document',
    config: () => ({ define: { 'import.meta.env.VITE_OAUTH_CLIENT_URL': JSON.stringify(doc?.url ?? '') } }),
    generateBundle() {
      if (doc) this.emitFile({ type: 'asset', fileName: CLIENT_DOCUMENT, source: `${JSON.stringify(doc.body, null, 2)}\n` });
    },
  };
}
