// The proxy sender: the opt-in CORS proxy's URL template with {url} replaced by the (allowlisted) target URL, encoded,
// fetched as live.ts fetches. The allowlist is checked on the target, never on the proxy's URL; credentials go through
// the proxy only when the user said so (the proxy sees everything it forwards).
import { fillProxyTemplate } from '../../../core/proxy';
import type { ProxySettings, SandboxApi } from '../../contract';
import type { Sender, SenderDeps, SourceSender } from '../sender';
import { fetchPlan } from './live';

/** The URL the browser fetches for `target`, or null when the template is unusable (then the request goes direct). */
export function proxiedUrl(proxy: ProxySettings, target: URL): URL | null {
  return fillProxyTemplate(proxy.template, target.href);
}

const hasAuth = (api: SandboxApi): boolean => Object.keys(api.auth?.headers ?? {}).length + Object.keys(api.auth?.query ?? {}).length > 0;

const openProxy = (api: SandboxApi, proxy: ProxySettings) => (deps: SenderDeps): SourceSender => ({
  admit(allowed) {
    const via = proxiedUrl(proxy, allowed.url);
    if (!via) return fetchPlan(deps, allowed.url, null, api.auth);
    return fetchPlan(deps, via, {
      url: (sent) => proxiedUrl(proxy, sent),
      note: `via the CORS proxy ${via.origin}${proxy.sendCredentials || !hasAuth(api) ? '' : ' (without the API credentials)'}`,
      unreachable: `Could not reach ${allowed.url.origin} through the CORS proxy ${via.origin}: the proxy or the server is down, ` +
        'the proxy sent no CORS headers, or it answered with a redirect (the sandbox never follows redirects)',
    }, proxy.sendCredentials ? api.auth : undefined);
  },
});

export const proxySender: Sender = {
  match: (api) => (api.proxy ? openProxy(api, api.proxy) : null),
};
