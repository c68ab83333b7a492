// Servers → absolute URLs → allowlist entries. This allowlist is what the sandbox's fetch broker enforces.
import type { AllowEntry, ServerInfo } from './types';
import { HTTP_METHODS, isObj } from './operations';

const DEFAULT_PORTS: Record<string, string> = { 'http:': '80', 'https:': '443' };

export interface ServersResult {
  servers: ServerInfo[];
  allowlist: AllowEntry[];
}

/** Collects document-, path- and operation-level servers; resolves them against the spec URL. */
export function resolveServers(doc: Record<string, unknown>, specUrl: string | undefined, warnings: string[]): ServersResult {
  const declared: Array<{ url: string; description?: string }> = [];
  const addAll = (list: unknown): void => {
    if (!Array.isArray(list)) return;
    for (const server of list) {
      if (!isObj(server) || typeof server.url !== 'string') continue;
      const url = substituteVariables(server.url, server.variables, warnings);
      declared.push({ url, description: typeof server.description === 'string' ? server.description : undefined });
    }
  };
  addAll(doc.servers);
  if (isObj(doc.paths)) {
    for (const item of Object.values(doc.paths)) {
      if (!isObj(item)) continue;
      addAll(item.servers);
      for (const method of HTTP_METHODS) if (isObj(item[method])) addAll((item[method] as Record<string, unknown>).servers);
    }
  }
  const httpBase = specUrl && /^https?:/i.test(specUrl) ? specUrl : undefined;
  if (declared.length === 0) {
    if (httpBase) {
      warnings.push(`The spec declares no servers; API calls are allowed only to the spec's own origin (${new URL(httpBase).origin}).`);
      declared.push({ url: '/', description: "spec origin (no servers declared)" });
    } else {
      warnings.push('The spec declares no servers and was not loaded from an http(s) URL, so no API host is allowed.');
      return { servers: [], allowlist: [] };
    }
  }
  const servers: ServerInfo[] = [];
  const seen = new Set<string>();
  for (const { url, description } of declared) {
    const absolute = absoluteServerUrl(url, httpBase);
    if (!absolute) {
      warnings.push(httpBase
        ? `Server URL "${url}" is not a valid http(s) URL and was ignored.`
        : `Server URL "${url}" is relative and the spec was not loaded from an http(s) URL, so it cannot be resolved; it was ignored.`);
      continue;
    }
    if (seen.has(absolute)) continue;
    seen.add(absolute);
    servers.push(description ? { url: absolute, description } : { url: absolute });
  }
  return { servers, allowlist: toAllowlist(servers) };
}

function substituteVariables(template: string, variables: unknown, warnings: string[]): string {
  return template.replace(/\{([^}]+)\}/g, (whole, name: string) => {
    const variable = isObj(variables) ? variables[name] : undefined;
    if (isObj(variable)) {
      if (variable.default !== undefined) return String(variable.default);
      if (Array.isArray(variable.enum) && variable.enum.length > 0) return String(variable.enum[0]);
    }
    warnings.push(`Server URL "${template}" uses variable {${name}} without a default; it was left as is.`);
    return whole;
  });
}

function absoluteServerUrl(url: string, base: string | undefined): string | undefined {
  const trimmed = url.trim();
  try {
    // "api.example.com/v1" (no scheme) is a common mistake; treat as https.
    const candidate = /^[a-z0-9.-]+\.[a-z]{2,}(:\d+)?(\/|$)/i.test(trimmed) && !trimmed.startsWith('/') ? `https://${trimmed}` : trimmed;
    const parsed = base ? new URL(candidate, base) : new URL(candidate);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return undefined;
    if (/[{}]/.test(decodeURIComponent(parsed.host))) return undefined;
    parsed.hash = '';
    parsed.search = '';
    return parsed.href.replace(/\/+$/, '') || parsed.href;
  } catch {
    return undefined;
  }
}

export function toAllowEntry(url: string): AllowEntry {
  const parsed = new URL(url);
  const port = parsed.port && parsed.port !== DEFAULT_PORTS[parsed.protocol] ? `:${parsed.port}` : '';
  const origin = `${parsed.protocol}//${parsed.hostname}${port}`.toLowerCase();
  return { origin, pathPrefix: normalizePathPrefix(parsed.pathname) };
}

/** "/v3/" → "/v3", "" → "/", "//a//b/" → "/a/b". */
export function normalizePathPrefix(path: string): string {
  const collapsed = ('/' + path).replace(/\/{2,}/g, '/');
  return collapsed.length > 1 ? collapsed.replace(/\/+$/, '') : '/';
}

function toAllowlist(servers: ServerInfo[]): AllowEntry[] {
  const entries: AllowEntry[] = [];
  const seen = new Set<string>();
  for (const server of servers) {
    const entry = toAllowEntry(server.url);
    const key = `${entry.origin} ${entry.pathPrefix}`;
    if (seen.has(key)) continue;
    seen.add(key);
    entries.push(entry);
  }
  return entries;
}
