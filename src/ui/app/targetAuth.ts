// Turns the user's target-API credentials (per security scheme) into the broker's TargetAuth.
import type { SecuritySchemeInfo } from '../../core/spec/types';
import type { TargetAuth } from '../../sandbox/index';

/** scheme key → the secret the user typed (kept in memory only). */
export type Credentials = Record<string, string>;

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

export function toTargetAuth(schemes: SecuritySchemeInfo[], credentials: Credentials): TargetAuth {
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
  return { headers, query };
}
