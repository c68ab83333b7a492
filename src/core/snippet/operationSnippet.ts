// "Try in playground": a first Python call of one operation, complete as generated. Every required path, query and
// header parameter gets a value from the spec on its own named line; writes get a body the spec's schema accepts;
// credentials stay out (the broker adds them); the operation's own server is used; the response is read by type.
import { documentedExample, derefRaw, pickMediaType, pickResponse } from '../mock/respond';
import { splitPseudoPath, type JsonSchema, type LoadedSpec, type OperationInfo, type ParameterInfo } from '../openapi';
import { snippetHeader } from './header';
import { identifiers, pyLiteral, pyString } from './python';
import { bodyValue, parameterValue, type Deref } from './values';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const JSONISH = /^application\/([\w.+-]*[+-])?json\b/i;
const TEXTISH = /^(text\/|application\/([\w.+-]*\+)?xml\b|application\/(x-)?yaml\b|application\/javascript\b|application\/csv\b)/i;

/** The first absolute http(s) server the operation (else its path item) declares, variables at their defaults. */
export function ownServer(spec: LoadedSpec, op: OperationInfo): string | null {
  const opObj = derefRaw(spec, spec.resolver.get(op.pointer));
  const itemObj = derefRaw(spec, spec.resolver.get(op.pointer.replace(/\/[^/]+$/, '')));
  for (const holder of [opObj, itemObj]) {
    const first: unknown = isObj(holder) && Array.isArray(holder.servers) ? holder.servers[0] : undefined;
    if (!isObj(first) || typeof first.url !== 'string') continue;
    const vars = isObj(first.variables) ? first.variables : {};
    const url = first.url.replace(/\{([^}]+)\}/g, (_m, name: string) => {
      const v = vars[name];
      return isObj(v) && (typeof v.default === 'string' || typeof v.default === 'number') ? String(v.default) : name;
    });
    try {
      const abs = new URL(url, spec.url);
      if (abs.protocol === 'https:' || abs.protocol === 'http:') return abs.href.replace(/\/+$/, '');
    } catch {
      // A relative server without a spec URL to resolve it against: BASE_URL is used.
    }
  }
  return null;
}

/** Parameter names (lower-cased, with location) that the operation's apiKey security schemes fill in. */
function credentialParams(spec: LoadedSpec, op: OperationInfo): Set<string> {
  const keys = new Set(op.security.flatMap((req) => Object.keys(req)));
  return new Set(spec.securitySchemes.filter((s) => keys.has(s.key) && s.type === 'apiKey' && s.paramName).map((s) => `${s.in}:${s.paramName?.toLowerCase()}`));
}

/** Whether the snippet sends a body: for a write, or when the spec requires one. */
export const sendsBody = (op: OperationInfo): boolean => ['post', 'put', 'patch'].includes(op.method) || op.requestBody?.required === true;

/** A body value the schema of one media type accepts (default: the one `requests` sends, JSON first). */
export function requestBody(spec: LoadedSpec, op: OperationInfo, deref: Deref, mediaType?: string): { type: string; value: unknown } | null {
  const rb = op.requestBody;
  if (!rb) return null;
  const type = mediaType ?? pickMediaType(rb.content) ?? 'application/json';
  const raw = derefRaw(spec, spec.resolver.get(`${op.pointer}/requestBody`));
  const content = isObj(raw) && isObj(raw.content) ? raw.content : {};
  const media = derefRaw(spec, content[type]);
  const schema: JsonSchema | undefined = rb.content[type]?.schema;
  return { type, value: bodyValue(schema, documentedExample(spec, isObj(media) ? media : {}), deref) };
}

/** How the success response is read: JSON, text, bytes, or only its status. */
function readLines(op: OperationInfo): string[] {
  const picked = pickResponse(op);
  const content = picked ? op.responses.find((r) => r.status === picked.key)?.content ?? {} : {};
  const type = pickMediaType(content);
  if (!type) return ['result = resp.json() if resp.content else resp.status_code'];
  if (JSONISH.test(type)) return ['result = resp.json() if resp.content else resp.status_code'];
  if (TEXTISH.test(type)) return [`result = resp.text  # ${type}`];
  return [`data = resp.content  # ${type}: bytes`, 'result = {"content_type": resp.headers.get("content-type"), "bytes": len(data)}'];
}

/** How snippets resolve schemas: deep enough for a body, bounded for huge specs. */
export const specDeref = (spec: LoadedSpec): Deref => (s) => spec.resolver.deref(s, { maxDepth: 12, maxChars: 400_000 });

export function operationSnippet(spec: LoadedSpec, op: OperationInfo, deref: Deref = specDeref(spec)): string {
  const name = identifiers();
  const { path, selector, query: templateQuery } = splitPseudoPath(op.path);
  const credentials = credentialParams(spec, op);
  const lines = snippetHeader({ method: op.method, path: op.path, summary: op.summary });
  const server = ownServer(spec, op);
  if (server) lines.push(`OPERATION_URL = ${pyString(server)}  # this operation's own server, from the spec`);
  if (selector) {
    const via = selector.in === 'header' ? `the ${selector.name} header` : `the ${selector.name} parameter`;
    lines.push(`# The spec writes the operation as a URL fragment, which never reaches a server: ${via} selects it.`);
  }
  const vars = new Map<ParameterInfo, string>();
  const required = op.parameters.filter((p) => p.required && p.in !== 'cookie');
  for (const p of required) {
    if (credentials.has(`${p.in}:${p.name.toLowerCase()}`)) {
      lines.push(`# ${p.in} parameter ${p.name}: your credential, added by the broker`);
      continue;
    }
    const v = name(p.name);
    vars.set(p, v);
    lines.push(`${v} = ${pyLiteral(parameterValue(p, deref), v.length + 3)}  # required ${p.in} parameter ${p.name}`);
  }
  const query = required.filter((p) => p.in === 'query' && vars.has(p)).map((p) => `${pyString(p.name)}: ${vars.get(p)}`);
  const headers = required.filter((p) => p.in === 'header' && vars.has(p)).map((p) => {
    const v = vars.get(p) ?? '';
    // requests refuses header values that are not text.
    return `${pyString(p.name)}: ${typeof parameterValue(p, deref) === 'string' ? v : `str(${v})`}`;
  });
  for (const q of templateQuery) {
    const param = /^\{([^}]*)\}$/.exec(q.value)?.[1];
    const p = param === undefined ? undefined : op.parameters.find((x) => x.name === param);
    const v = p ? vars.get(p) : undefined;
    query.push(`${pyString(q.name)}: ${v ?? pyString(q.value)}`);
  }
  if (selector && !required.some((p) => p.in === selector.in && p.name.toLowerCase() === selector.name.toLowerCase())) {
    (selector.in === 'header' ? headers : query).push(`${pyString(selector.name)}: ${pyString(selector.value)}`);
  }
  const body = sendsBody(op) ? requestBody(spec, op, (s) => deref(s)) : null;
  const args: string[] = [];
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  const urlPath = path.replace(/\{([^}]*)\}|([{}])/g, (_m, param: string | undefined, brace: string | undefined) => {
    if (brace) return brace + brace;
    const p = pathParams.find((x) => x.name === param);
    const v = p ? vars.get(p) : undefined;
    return v ? `{quote(str(${v}), safe='')}` : '';
  });
  const root = server ? 'OPERATION_URL' : 'BASE_URL.rstrip(\'/\')';
  const literalPath = pyString(urlPath === '/' && !server ? '/' : urlPath);
  args.push(vars.size > 0 && pathParams.some((p) => vars.has(p)) ? `f"{${root}}${literalPath.slice(1, -1)}"` : `${root} + ${literalPath}`);
  if (query.length) args.push(`params={${query.join(', ')}}`);
  if (body) {
    lines.push(`body = ${pyLiteral(body.value, 7)}  # request body (${body.type}) from its schema: edit the values`);
    if (JSONISH.test(body.type)) {
      args.push('json=body');
      if (!/^application\/json\b/i.test(body.type)) headers.push(`"Content-Type": ${pyString(body.type)}`);
    } else if (/^application\/x-www-form-urlencoded\b/i.test(body.type) || /^multipart\//i.test(body.type)) args.push('data=body');
    else {
      args.push(typeof body.value === 'string' ? 'data=body' : 'data=str(body)');
      headers.push(`"Content-Type": ${pyString(body.type)}`);
    }
  }
  if (headers.length) args.push(`headers={${headers.join(', ')}}`);
  if (pathParams.some((p) => vars.has(p))) lines.splice(lines.indexOf('import requests') + 1, 0, 'from urllib.parse import quote');
  lines.push('', `resp = requests.${op.method}(`, ...args.map((a) => `    ${a},`), ')', 'resp.raise_for_status()', ...readLines(op), '');
  return lines.join('\n');
}
