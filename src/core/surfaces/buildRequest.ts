// Turns a classic tool's arguments into an HTTP request: path params substituted, query, headers, body.
import type { ClassicToolDef } from '../catalog/types';
import type { HttpRequestSpec } from './types';

export type BuildResult = { ok: true; request: HttpRequestSpec; notes: string[] } | { ok: false; error: string };

function scalar(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return JSON.stringify(value);
}

/** Form style, exploded (the OpenAPI default): arrays repeat the key, objects spread their properties. */
function appendQuery(query: URLSearchParams, name: string, value: unknown): void {
  if (Array.isArray(value)) for (const item of value) query.append(name, scalar(item));
  else if (typeof value === 'object' && value !== null) for (const [k, v] of Object.entries(value)) query.append(k, scalar(v));
  else query.append(name, scalar(value));
}

export function requiredOf(tool: ClassicToolDef): string[] {
  const schema = tool.inputSchema;
  if (typeof schema !== 'object' || !Array.isArray(schema.required)) return [];
  return schema.required.filter((r): r is string => typeof r === 'string');
}

function encodeBody(value: unknown, mediaType: string): { body: string; contentType: string } {
  if (/x-www-form-urlencoded/i.test(mediaType) && typeof value === 'object' && value !== null) {
    const form = new URLSearchParams();
    for (const [k, v] of Object.entries(value)) appendQuery(form, k, v);
    return { body: form.toString(), contentType: mediaType };
  }
  if (typeof value === 'string' && !/json/i.test(mediaType)) return { body: value, contentType: mediaType };
  return { body: JSON.stringify(value), contentType: /json/i.test(mediaType) ? mediaType : 'application/json' };
}

/** The base URL of `tool`'s API: BASE_URLS[tool.api] with several APIs, else the one base URL. */
export function toolBaseUrl(tool: Pick<ClassicToolDef, 'api'>, baseUrl: string, baseUrls?: Readonly<Record<string, string>>): string {
  return (tool.api !== undefined ? baseUrls?.[tool.api] : undefined) ?? baseUrl;
}

export function joinUrl(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

export function buildRequest(tool: ClassicToolDef, args: Record<string, unknown>, baseUrl: string): BuildResult {
  const notes: string[] = [];
  let path = tool.path;
  const query = new URLSearchParams();
  const headers: Record<string, string> = { Accept: 'application/json' };
  for (const param of tool.params) {
    const value = args[param.name];
    if (value === undefined || value === null) continue;
    if (param.in === 'path') {
      const encoded = Array.isArray(value) ? value.map((v) => encodeURIComponent(scalar(v))).join(',') : encodeURIComponent(scalar(value));
      path = path.split(`{${param.name}}`).join(encoded);
    } else if (param.in === 'query') appendQuery(query, param.name, value);
    else if (param.in === 'header') headers[param.name] = Array.isArray(value) ? value.map(scalar).join(',') : scalar(value);
    else notes.push(`Cookie parameter "${param.name}" was not sent: browsers do not let pages set cookies on requests.`);
  }
  const unfilled = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] ?? '');
  if (unfilled.length > 0) return { ok: false, error: `Missing path parameter${unfilled.length === 1 ? '' : 's'}: ${unfilled.map((u) => `"${u}"`).join(', ')}.` };
  const qs = query.toString();
  const request: HttpRequestSpec = { method: tool.method, url: joinUrl(baseUrl, path) + (qs ? `?${qs}` : ''), headers };
  const bodyValue = tool.argsAreBody ? args : tool.bodyKey ? args[tool.bodyKey] : undefined;
  if (bodyValue !== undefined && bodyValue !== null) {
    const { body, contentType } = encodeBody(bodyValue, tool.bodyMediaType ?? 'application/json');
    request.body = body;
    headers['Content-Type'] = contentType;
  }
  return { ok: true, request, notes };
}
