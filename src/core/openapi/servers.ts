// Servers → absolute URLs → allowlist entries. This allowlist is what the sandbox's fetch broker enforces.
import type { AllowEntry, ServerInfo, ServerVariableInfo } from './types';
import { HTTP_METHODS, isObj, scalarText } from './operations';

const DEFAULT_PORTS: Record<string, string> = { 'http:': '80', 'https:': '443' };

export interface ServersResult {
  servers: ServerInfo[];
  allowlist: AllowEntry[];
}

export type ServerLevel = NonNullable<ServerInfo['level']>;

/** Lower is more trusted: a URL declared at several levels keeps its most trusted level. */
export const SERVER_TRUST: Readonly<Record<ServerLevel, number>> = { document: 0, path: 1, operation: 2, user: 3 };

interface Declared {
  url: string;
  description?: string;
  level: ServerLevel;
  template?: string;
  variables?: Record<string, ServerVariableInfo>;
}

/** Collects document-, path- and operation-level servers; resolves them against the spec URL. */
export function resolveServers(doc: Record<string, unknown>, specUrl: string | undefined, warnings: string[]): ServersResult {
  const declared: Declared[] = [];
  const addAll = (list: unknown, level: ServerLevel): void => {
    if (!Array.isArray(list)) return;
    for (const server of list) {
      if (!isObj(server) || typeof server.url !== 'string') continue;
      const url = substituteVariables(server.url, server.variables, warnings);
      const variables = /\{[^}]+\}/.test(server.url) ? variableInfo(server.url, server.variables) : undefined;
      declared.push({
        url, level, ...(variables ? { template: server.url.trim(), variables } : {}),
        description: typeof server.description === 'string' ? server.description : undefined,
      });
    }
  };
  addAll(doc.servers, 'document');
  if (isObj(doc.paths)) {
    for (const item of Object.values(doc.paths)) {
      if (!isObj(item)) continue;
      addAll(item.servers, 'path');
      for (const method of HTTP_METHODS) if (isObj(item[method])) addAll((item[method] as Record<string, unknown>).servers, 'operation');
    }
  }
  const httpBase = specUrl && /^https?:/i.test(specUrl) ? specUrl : undefined;
  if (declared.length === 0) {
    if (httpBase) {
      warnings.push(`The spec declares no servers; API calls are allowed only to the spec's own origin (${new URL(httpBase).origin}).`);
      declared.push({ url: '/', description: "spec origin (no servers declared)", level: 'document' });
    } else {
      warnings.push('The spec declares no servers and was not loaded from an http(s) URL, so no API host is allowed.');
      return { servers: [], allowlist: [] };
    }
  }
  const servers: Array<ServerInfo & { level: ServerLevel }> = [];
  const byUrl = new Map<string, ServerInfo & { level: ServerLevel }>();
  for (const { url, description, level, template, variables } of declared) {
    const absolute = absoluteServerUrl(url, httpBase);
    if (!absolute) {
      const shown = maskUserinfoText(url);
      warnings.push(httpBase
        ? `Server URL "${shown}" is not a valid http(s) URL and was ignored.`
        : `Server URL "${shown}" is relative and the spec was not loaded from an http(s) URL, so it cannot be resolved; it was ignored.`);
      continue;
    }
    const known = byUrl.get(absolute.url);
    if (known) {
      if (SERVER_TRUST[level] < SERVER_TRUST[known.level]) known.level = level;
      continue;
    }
    const server: ServerInfo & { level: ServerLevel } = { url: absolute.url, level };
    if (description) server.description = description;
    if (absolute.userinfo) server.userinfo = absolute.userinfo;
    if (template && variables) Object.assign(server, { template, variables });
    byUrl.set(absolute.url, server);
    servers.push(server);
  }
  // servers[0] becomes BASE_URL: prefer the most trusted level, then https (an https page cannot call http).
  const rank = (server: ServerInfo & { level: ServerLevel }) => SERVER_TRUST[server.level] * 2 + (server.url.startsWith('http:') ? 1 : 0);
  servers.sort((a, b) => rank(a) - rank(b));
  return { servers, allowlist: toAllowlist(servers) };
}

function substituteVariables(template: string, variables: unknown, warnings: string[]): string {
  return template.replace(/\{([^}]+)\}/g, (whole, name: string) => {
    const variable = isObj(variables) ? variables[name] : undefined;
    if (isObj(variable)) {
      if (variable.default !== undefined) return scalarText(variable.default);
      if (Array.isArray(variable.enum) && variable.enum.length > 0) return String(variable.enum[0]);
    }
    warnings.push(`Server URL "${maskUserinfoText(template)}" uses variable {${name}} without a default; it was left as is.`);
    return whole;
  });
}

/** Each `{name}` of the template: the value `url` uses, the allowed values and the description the spec gives. */
function variableInfo(template: string, variables: unknown): Record<string, ServerVariableInfo> {
  const info: Record<string, ServerVariableInfo> = {};
  for (const [, name] of template.matchAll(/\{([^}]+)\}/g)) {
    if (name === undefined || Object.hasOwn(info, name)) continue;
    const v = isObj(variables) && isObj(variables[name]) ? variables[name] : {};
    const values = Array.isArray(v.enum) ? v.enum.map(scalarText).filter((e) => e !== '') : [];
    const fallback = v.default !== undefined ? scalarText(v.default) : (values[0] ?? '');
    const entry: ServerVariableInfo = { default: fallback };
    if (values.length > 0) entry.enum = values;
    if (typeof v.description === 'string') entry.description = v.description;
    info[name] = entry;
  }
  return info;
}

/** "user:***" for a URL with userinfo (password masked), undefined without. */
export function maskedUserinfo(parsed: URL): string | undefined {
  if (!parsed.username && !parsed.password) return undefined;
  return parsed.username + (parsed.password ? ':***' : '');
}

/** Masks the password of any "scheme://user:password@" in free text (warnings quote raw server URLs). */
export function maskUserinfoText(text: string): string {
  return text.replace(/(\/\/[^/?#@:\s]*):[^/?#\s]*@/g, '$1:***@');
}

export function absoluteServerUrl(url: string, base: string | undefined): { url: string; userinfo?: string } | undefined {
  const trimmed = url.trim();
  try {
    // "api.example.com/v1" (no scheme) is a common mistake; treat as https. So is a scheme-relative "//host/" in a
    // spec that did not come from an http(s) URL (a file or a paste): it has no scheme to inherit.
    const bareHost = /^[a-z0-9.-]+\.[a-z]{2,}(:\d+)?(\/|$)/i.test(trimmed) && !trimmed.startsWith('/');
    const candidate = bareHost ? `https://${trimmed}` : trimmed.startsWith('//') && !base ? `https:${trimmed}` : trimmed;
    const parsed = base ? new URL(candidate, base) : new URL(candidate);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return undefined;
    if (/[{}]/.test(decodeURIComponent(parsed.host))) return undefined;
    const userinfo = maskedUserinfo(parsed);
    // Userinfo never reaches the URL we keep: fetch refuses it, and the URL is shown and sent to the model.
    parsed.username = '';
    parsed.password = '';
    parsed.hash = '';
    parsed.search = '';
    const absolute = parsed.href.replace(/\/+$/, '') || parsed.href;
    return userinfo ? { url: absolute, userinfo } : { url: absolute };
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

export function toAllowlist(servers: readonly ServerInfo[]): AllowEntry[] {
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
