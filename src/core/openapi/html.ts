// Recognizes HTML pages (docs pages, login walls, SPA shells) and suggests where the real spec might be.

export function looksLikeHtml(text: string): boolean {
  const head = text.slice(0, 1024).trimStart().toLowerCase();
  return head.startsWith('<!doctype html') || head.startsWith('<html') || head.startsWith('<head') ||
    (head.startsWith('<') && /<(html|head|body|meta|title|script)[\s>]/.test(head));
}

export function htmlMessage(source: string, html: string): string {
  const hint = findSpecLink(html);
  const lines = [
    `${source} is an HTML page, not an OpenAPI document.`,
    'Link to the raw JSON or YAML file instead (on GitHub use the "Raw" button; for Swagger UI / Redoc pages use the spec URL they load).',
  ];
  if (hint) lines.push(`This page mentions ${hint}; try that URL.`);
  return lines.join(' ');
}

/** Looks for a URL that seems to be a spec (Swagger UI's `url:`, links to *.json / *.yaml with openapi/swagger in them). */
function findSpecLink(html: string): string | undefined {
  const sample = html.slice(0, 500_000);
  const patterns = [
    /\burl\s*:\s*["']([^"']+\.(?:json|ya?ml)(?:\?[^"']*)?)["']/i,
    /spec-url\s*=\s*["']([^"']+)["']/i,
    /(?:href|src)\s*=\s*["']([^"']*(?:openapi|swagger)[^"']*\.(?:json|ya?ml))["']/i,
  ];
  for (const pattern of patterns) {
    const match = sample.match(pattern);
    if (match?.[1]) return match[1];
  }
  return undefined;
}
