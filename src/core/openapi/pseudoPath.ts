// AWS-style pseudo-paths: "/#X-Amz-Target=AppRunner.DescribeVpcConnector" (JSON protocol) and "/#Action=CreateQueue"
// (query protocol). A URL fragment never reaches a server, so the operation is chosen by the X-Amz-Target header or
// the Action query/form parameter; the request itself goes to the path before "#". Some specs also write a query into
// the path ("/alerts?lat={lat}&lon={lon}"): it is matched against the request's query.

export interface PathSelector {
  /** Where the selecting value travels: a header (X-Amz-Target) or a query / form-body parameter (Action). */
  in: 'header' | 'query';
  name: string;
  value: string;
}

export interface SplitPath {
  /** The path the request is sent to ("/" for "/#Action=X"). */
  path: string;
  selector: PathSelector | null;
  /** The query the template writes ("lat={lat}"): names the request must carry, values literal or {param}. */
  query: Array<{ name: string; value: string }>;
}

const cache = new Map<string, SplitPath>();

/** The real path and the selector of a template; templates without a "#name=value" fragment have none. */
export function splitPseudoPath(template: string): SplitPath {
  const cached = cache.get(template);
  if (cached) return cached;
  const hash = template.indexOf('#');
  let path = hash >= 0 ? template.slice(0, hash) || '/' : template;
  let selector: PathSelector | null = null;
  if (hash >= 0) {
    const fragment = template.slice(hash + 1);
    const eq = fragment.indexOf('=');
    if (eq > 0) {
      const name = fragment.slice(0, eq);
      selector = { in: /^x-/i.test(name) ? 'header' : 'query', name, value: fragment.slice(eq + 1) };
    }
  }
  const question = path.indexOf('?');
  const query = question < 0 ? [] : path.slice(question + 1).split('&').filter(Boolean).map((pair) => {
    const eq = pair.indexOf('=');
    return eq < 0 ? { name: pair, value: '' } : { name: pair.slice(0, eq), value: pair.slice(eq + 1) };
  });
  if (question >= 0) path = path.slice(0, question) || '/';
  const out: SplitPath = { path, selector, query };
  if (cache.size < 20_000) cache.set(template, out);
  return out;
}

export interface SelectorSource {
  headers?: Record<string, string>;
  /** The request body as text (an AWS query-protocol POST carries Action in a form body). */
  body?: string;
}

/** The value the request gives for a selector's name, or undefined. */
export function selectorValue(selector: PathSelector, url: URL, source: SelectorSource): string | undefined {
  if (selector.in === 'header') {
    const want = selector.name.toLowerCase();
    return Object.entries(source.headers ?? {}).find(([k]) => k.toLowerCase() === want)?.[1];
  }
  const fromQuery = url.searchParams.get(selector.name);
  if (fromQuery !== null) return fromQuery;
  if (source.body === undefined || source.body.trimStart().startsWith('{')) return undefined;
  try {
    return new URLSearchParams(source.body).get(selector.name) ?? undefined;
  } catch {
    return undefined;
  }
}

/** What to tell a request that reached a pseudo-path spec without a selector that names one of its operations. */
export function selectorError(selector: PathSelector, given: string | undefined, method: string, path: string): string {
  const where = selector.in === 'header' ? `the ${selector.name} header` : `the ${selector.name} query (or form) parameter`;
  const known = `e.g. ${selector.name}: ${selector.value}`;
  return given === undefined
    ? `${method} ${path}: this spec selects its operation with ${where}, and the request has none (${known})`
    : `${method} ${path}: no operation of this spec has ${selector.name} "${given.slice(0, 80)}" (${known})`;
}
