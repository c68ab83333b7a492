// Where mock mode sends a spec's requests: its own servers when it has usable ones (so code written for the live API
// runs unchanged), else the reserved mock origin plus the base path the spec declares.
import type { AllowEntry, LoadedSpec } from './types';

/** The host when a spec has no usable server: reserved, never resolvable (RFC 2606), so nothing can go out. */
export const MOCK_ORIGIN = 'https://mock.invalid';

export interface MockTarget {
  baseUrl: string;
  allowlist: AllowEntry[];
}

/** The path of the first declared server ("/api/v3", or that of "https://host/api/v3"), variables at their defaults. */
function declaredBasePath(doc: Record<string, unknown>): string {
  const servers = Array.isArray(doc.servers) ? (doc.servers as unknown[]) : [];
  const first = servers[0] as { url?: unknown; variables?: Record<string, { default?: unknown }> } | undefined;
  if (typeof first?.url !== 'string') return '';
  const url = first.url.replace(/\{([^}]+)\}/g, (_m, name: string) => {
    const d = first.variables?.[name]?.default;
    return typeof d === 'string' || typeof d === 'number' ? String(d) : name;
  });
  let path: string;
  try {
    path = new URL(url, `${MOCK_ORIGIN}/`).pathname;
  } catch {
    return '';
  }
  return path.replace(/\/+$/, '');
}

export function mockTarget(spec: Pick<LoadedSpec, 'document' | 'servers' | 'allowlist'>): MockTarget {
  const first = spec.servers[0];
  if (first && spec.allowlist.length > 0) return { baseUrl: first.url, allowlist: spec.allowlist };
  const base = declaredBasePath(spec.document);
  return { baseUrl: `${MOCK_ORIGIN}${base}`, allowlist: [{ origin: MOCK_ORIGIN, pathPrefix: base || '/' }] };
}
