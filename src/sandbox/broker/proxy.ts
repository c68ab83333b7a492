// The opt-in CORS proxy: the user's URL template with {url} replaced by the (allowlisted) target URL, encoded.
import { fillProxyTemplate } from '../../core/proxy';
import type { ProxySettings } from '../contract';

/** The URL the browser fetches for `target`, or null when the proxy is off or its template unusable. */
export function proxiedUrl(proxy: ProxySettings | undefined, target: URL): URL | null {
  return proxy ? fillProxyTemplate(proxy.template, target.href) : null;
}
