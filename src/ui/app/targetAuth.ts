// Turns the user's target-API credentials (per security scheme) into the broker's TargetAuth.
import { SERVER_TRUST, toAllowEntry, type SecuritySchemeInfo, type ServerInfo, type ServerLevel } from '../../core/openapi';
import type { TargetAuth } from '../../sandbox';

/** scheme key → the secret the user typed (kept in memory only). */
export type Credentials = Record<string, string>;

/** Server URL → whether the user wants the credentials sent there; missing = the default for its level. */
export type CredentialServerChoices = Record<string, boolean>;

/** A server that may receive the credentials, one per allowlist entry (the broker matches entries, not URLs). */
export interface CredentialServer {
  url: string;
  level: ServerLevel;
  /** Receives the credentials: the user's choice, else only document-level servers. */
  checked: boolean;
}

export function credentialServers(servers: readonly ServerInfo[], choices: CredentialServerChoices): CredentialServer[] {
  const byEntry = new Map<string, { url: string; level: ServerLevel }>();
  for (const server of servers) {
    const entry = toAllowEntry(server.url);
    const key = `${entry.origin} ${entry.pathPrefix}`;
    // A server without a level comes from before levels existed, when every server got the credentials.
    const level = server.level ?? 'document';
    const known = byEntry.get(key);
    if (!known || SERVER_TRUST[level] < SERVER_TRUST[known.level]) byEntry.set(key, { url: server.url, level });
  }
  return [...byEntry.values()].map(({ url, level }) => ({ url, level, checked: choices[url] ?? level === 'document' }));
}

export interface CredentialField {
  key: string;
  label: string;
  placeholder: string;
  /** Why a scheme cannot be used from a browser, when it cannot. */
  unsupported?: string;
}

export function credentialFields(schemes: SecuritySchemeInfo[]): CredentialField[] {
  return schemes.map((s) => {
    if (s.type === 'apiKey') {
      if (s.in === 'cookie') {
        return { key: s.key, label: `${s.key} (cookie ${s.paramName ?? ''})`, placeholder: '', unsupported: 'Browsers do not let pages set Cookie headers on cross-origin requests.' };
      }
      return { key: s.key, label: `${s.key}: API key in ${s.in ?? 'header'} "${s.paramName ?? ''}"`, placeholder: 'API key' };
    }
    if (s.type === 'http' && (s.scheme ?? '').toLowerCase() === 'basic') {
      return { key: s.key, label: `${s.key}: HTTP basic`, placeholder: 'user:password' };
    }
    if (s.type === 'http' || s.type === 'oauth2' || s.type === 'openIdConnect') {
      return { key: s.key, label: `${s.key}: bearer token`, placeholder: 'token' };
    }
    return { key: s.key, label: `${s.key} (${s.type})`, placeholder: '', unsupported: 'Client certificates cannot be supplied from a web page.' };
  });
}

function utf8Base64(text: string): string {
  let binary = '';
  for (const b of new TextEncoder().encode(text)) binary += String.fromCharCode(b);
  return btoa(binary);
}

/** The broker's TargetAuth: each secret where its scheme says, for the checked servers only. */
export function toTargetAuth(schemes: SecuritySchemeInfo[], credentials: Credentials, servers: readonly CredentialServer[]): TargetAuth {
  const headers: Record<string, string> = {};
  const query: Record<string, string> = {};
  for (const s of schemes) {
    const value = credentials[s.key]?.trim();
    if (!value) continue;
    if (s.type === 'apiKey' && s.paramName) {
      if (s.in === 'query') query[s.paramName] = value;
      else if (s.in !== 'cookie') headers[s.paramName] = value;
    } else if (s.type === 'http' && (s.scheme ?? '').toLowerCase() === 'basic') {
      headers.Authorization = `Basic ${utf8Base64(value)}`;
    } else if (s.type === 'http' || s.type === 'oauth2' || s.type === 'openIdConnect') {
      headers.Authorization = `Bearer ${value}`;
    }
  }
  return { headers, query, servers: servers.filter((s) => s.checked).map((s) => toAllowEntry(s.url)) };
}
