// The user's say over a spec's servers: which one is BASE_URL, the values of its variables, servers added by hand.
// The result is the server list and allowlist every part of the app uses; a server from a link is never in it.
import { absoluteServerUrl, toAllowlist } from './servers';
import type { AllowEntry, ServerInfo } from './types';

export interface ServerChoice {
  /** Key (serverKey) of the server that becomes BASE_URL; undefined: the spec's first. */
  selected?: string;
  /** Variable values the user set, per declared server key. */
  values: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** Servers the user added by hand or confirmed from a link: validated absolute URLs. */
  added: readonly string[];
}

export const NO_SERVER_CHOICE: ServerChoice = { values: {}, added: [] };

export interface EffectiveServers {
  /** BASE_URL first, then the spec's other servers (variables filled in), then the ones the user added. */
  servers: ServerInfo[];
  allowlist: AllowEntry[];
  /** Declared server key → why the user's variable values were not used (the spec's defaults are kept). */
  problems: Record<string, string>;
}

/** A declared server is known by its template (variables unfilled), an added one by its URL. */
export const serverKey = (server: ServerInfo): string => server.template ?? server.url;

export type ServerUrlCheck = { ok: true; url: string } | { ok: false; error: string };

/** A server the user types: an absolute http(s) URL without credentials or unfilled variables; query and hash dropped. */
export function checkServerUrl(text: string): ServerUrlCheck {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, error: 'Enter the server URL, e.g. https://api.example.com/v1.' };
  if (!/^https?:\/\//i.test(trimmed)) return { ok: false, error: 'A server URL starts with https:// (or http://).' };
  const parsed = absoluteServerUrl(trimmed, undefined);
  if (!parsed) return { ok: false, error: `"${trimmed}" is not a valid http(s) URL (unfilled {variables} are not allowed in the host).` };
  if (parsed.userinfo) return { ok: false, error: 'Remove the user name and password from the URL: put credentials in the credentials panel, where only the broker adds them.' };
  if (/[{}]|%7B|%7D/i.test(parsed.url)) return { ok: false, error: 'Fill in every {variable} of the URL.' };
  return { ok: true, url: parsed.url };
}

/** The choice with the server `key` as BASE_URL. */
export const selectServer = (choice: ServerChoice, key: string): ServerChoice => ({ ...choice, selected: key });

/** The choice with one variable of the declared server `key` set; that server becomes BASE_URL. */
export const setServerVariable = (choice: ServerChoice, key: string, name: string, value: string): ServerChoice => ({
  ...choice, selected: key, values: { ...choice.values, [key]: { ...choice.values[key], [name]: value } },
});

/** The choice with `url` (checked by checkServerUrl) added once, as BASE_URL. */
export const addServer = (choice: ServerChoice, url: string): ServerChoice => ({
  ...choice, selected: url, added: [...choice.added.filter((a) => a !== url), url],
});

/** The choice without the added server `url`; BASE_URL falls back to the spec's first when it was that one. */
export const removeServer = (choice: ServerChoice, url: string): ServerChoice => ({
  ...choice, added: choice.added.filter((a) => a !== url), selected: choice.selected === url ? undefined : choice.selected,
});

/** The template with `values` (missing ones from the spec's defaults). */
export function fillTemplate(server: ServerInfo, values: Readonly<Record<string, string>> | undefined): string {
  const template = server.template;
  if (!template || !server.variables) return server.url;
  const variables = server.variables;
  return template.replace(/\{([^}]+)\}/g, (whole, name: string) => {
    const given = values?.[name];
    if (given !== undefined) return given;
    return Object.hasOwn(variables, name) ? (variables[name]?.default ?? whole) : whole;
  });
}

function withValues(server: ServerInfo, values: Readonly<Record<string, string>> | undefined): ServerUrlCheck {
  if (!values || !server.variables) return { ok: true, url: server.url };
  for (const [name, value] of Object.entries(values)) {
    const allowed = server.variables[name]?.enum;
    if (allowed && !allowed.includes(value)) return { ok: false, error: `{${name}} must be one of ${allowed.join(', ')}.` };
  }
  return checkServerUrl(fillTemplate(server, values));
}

/** The servers and allowlist for `declared` (the spec's, as loaded) under the user's `choice`. */
export function effectiveServers(declared: readonly ServerInfo[], choice: ServerChoice): EffectiveServers {
  const problems: Record<string, string> = {};
  const servers: ServerInfo[] = declared.map((server) => {
    const key = serverKey(server);
    const checked = withValues(server, choice.values[key]);
    if (!checked.ok) {
      problems[key] = checked.error;
      return server;
    }
    return checked.url === server.url ? server : { ...server, url: checked.url };
  });
  const known = new Set(servers.map((s) => s.url));
  for (const url of choice.added) {
    if (known.has(url)) continue;
    known.add(url);
    servers.push({ url, level: 'user', description: 'added by you' });
  }
  const first = servers.findIndex((s) => serverKey(s) === choice.selected);
  if (first > 0) servers.unshift(...servers.splice(first, 1));
  return { servers, allowlist: toAllowlist(servers), problems };
}

/** Every URL a declared server can take with its listed values (spec-declared, so trusted); capped for huge enums. */
function declaredUrls(server: ServerInfo, limit = 256): Array<{ url: string; values: Record<string, string> }> {
  let combos: Array<Record<string, string>> = [{}];
  for (const [name, v] of Object.entries(server.variables ?? {})) {
    const options = v.enum ?? [v.default];
    combos = combos.flatMap((c) => options.map((o) => ({ ...c, [name]: o }))).slice(0, limit);
  }
  return combos.map((values) => ({ url: fillTemplate(server, values), values }));
}

/**
 * A server named by a link: the declared server (and variable values) it is, when the spec declares it; null when
 * it is anything else, which the user must confirm before it is allowlisted or gets credentials.
 */
export function matchDeclaredServer(declared: readonly ServerInfo[], url: string): { selected: string; values?: Record<string, string> } | null {
  const checked = checkServerUrl(url);
  if (!checked.ok) return null;
  for (const server of declared) {
    if (server.url === checked.url) return { selected: serverKey(server) };
    if (!server.template) continue;
    const hit = declaredUrls(server).find((d) => {
      const filled = checkServerUrl(d.url);
      return filled.ok && filled.url === checked.url;
    });
    if (hit) return { selected: serverKey(server), values: hit.values };
  }
  return null;
}
