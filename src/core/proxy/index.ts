// The opt-in CORS proxy's URL template ("https://my-proxy.example/?url={url}"): checked here, filled by the broker.

/** Why a template cannot be used, or null. */
export function proxyProblem(template: string): string | null {
  const t = template.trim();
  if (!t.includes('{url}')) return 'The proxy URL must contain {url} where the target URL goes';
  let parsed: URL;
  try {
    parsed = new URL(t.replaceAll('{url}', 'x'));
  } catch {
    return 'The proxy URL is not an absolute URL';
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return 'The proxy URL must be http or https';
  if (parsed.username || parsed.password) return 'The proxy URL must not contain user:password@';
  return null;
}

/** The template with {url} replaced by the encoded target; null when the template is unusable. */
export function fillProxyTemplate(template: string, target: string): URL | null {
  if (proxyProblem(template) !== null) return null;
  return new URL(template.trim().replaceAll('{url}', encodeURIComponent(target)));
}
