// The fetch the MCP transports use: through the CORS proxy when set, recording what the page could see of each answer
// (for the diagnosis), with the user's one credential. Redirects are refused, as the broker refuses them.
import type { FetchLike } from '@modelcontextprotocol/client';
import { fillProxyTemplate } from '../../proxy';
import { blockedPortProblem } from '../../net';
import { noteAnswer, type Observed } from './diagnose';
import type { McpAuth, McpConnectOptions } from './types';

/** The one credential as request headers (page memory only). */
export function authHeaders(auth: McpAuth | undefined): Record<string, string> {
  if (!auth) return {};
  if (auth.kind === 'bearer') return auth.token ? { Authorization: `Bearer ${auth.token}` } : {};
  return auth.name && auth.value ? { [auth.name]: auth.value } : {};
}

/** The URL sent: through the CORS proxy's template when one is set (core/proxy checks and fills it). */
function viaProxy(proxy: McpConnectOptions['proxy'], url: string): string {
  if (!proxy) return url;
  const filled = fillProxyTemplate(proxy.template, url);
  if (!filled) throw new Error('The CORS proxy setting is not a usable URL template with {url}');
  return filled.href;
}

const isInitialize = (body: unknown): boolean => typeof body === 'string' && /"method"\s*:\s*"initialize"/.test(body);
const isDiscover = (body: unknown): boolean => typeof body === 'string' && /"method"\s*:\s*"server\/discover"/.test(body);

export function observingFetch(base: typeof fetch, o: Observed, proxy: McpConnectOptions['proxy']): FetchLike {
  return async (input, init) => {
    const url = input instanceof URL ? input.href : String(input);
    // An unusable proxy template fails here, before anything is sent, with its own message.
    const sent = viaProxy(proxy, url);
    let res: Response;
    try {
      res = await base(sent, { ...init, credentials: 'omit', redirect: 'error', referrerPolicy: 'no-referrer' });
    } catch (err) {
      // A bad port never left the browser: the port is why, not the server (the URL sent: the proxy's, through one).
      const blocked = blockedPortProblem(sent);
      if (blocked) o.badPort = blocked;
      if (!init?.signal?.aborted) {
        o.threw = true;
        o.failedUrl = url;
        if (isDiscover(init?.body)) o.discoverRefused = true;
      }
      throw err;
    }
    noteAnswer(o, url, res.status);
    o.statuses.push(res.status);
    const type = res.headers.get('content-type');
    if (type) o.contentType = type;
    if (res.ok && init?.method === 'POST' && isInitialize(init.body)) {
      o.initialized = true;
      o.sessionIdSeen = res.headers.has('mcp-session-id');
    }
    if (res.ok && init?.method === 'POST' && isDiscover(init.body)) o.discovered = true;
    return res;
  };
}

/**
 * Whether anything answers at `url` when the page may not read the answer (a no-cors request): true tells a CORS
 * refusal from a server that is down. Null when not asked (through a proxy the proxy is what failed).
 */
export async function reachable(base: typeof fetch, url: string | null): Promise<boolean | null> {
  if (url === null) return null;
  try {
    const res = await base(url, { method: 'GET', mode: 'no-cors', credentials: 'omit', cache: 'no-store', signal: AbortSignal.timeout(5_000) });
    await res.body?.cancel().catch(() => undefined);
    return true;
  } catch {
    return false;
  }
}
