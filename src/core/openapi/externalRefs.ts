// Cheap detection of external $refs, so specs without them (nearly all big ones) never pay for a ref-parser crawl.

/** Quick text test; false means there is certainly no external $ref (lets big specs skip the crawl entirely). */
export function textMayHaveExternalRefs(text: string): boolean {
  return /(?:"\$ref"|'\$ref'|(?:^|[\s{,])\$ref)\s*:\s*["']?(?![#"'\s])\S/m.test(text);
}

/** Precise test on the parsed value: any "$ref" string not starting with "#". */
export function findExternalRefs(root: unknown, limit = 20): string[] {
  const found = new Set<string>();
  const stack: unknown[] = [root];
  while (stack.length > 0 && found.size < limit) {
    const node = stack.pop();
    if (node === null || typeof node !== 'object') continue;
    if (Array.isArray(node)) {
      for (const item of node) stack.push(item);
      continue;
    }
    for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
      if (key === '$ref' && typeof value === 'string' && !value.startsWith('#')) found.add(value);
      else if (value !== null && typeof value === 'object' && key !== 'example' && key !== 'examples') stack.push(value);
    }
  }
  return [...found];
}

/** ref-parser reports local files as plain paths; the resolver keys everything by absolute URL. */
export function normalizeFileUrl(path: string): string {
  const withoutHash = path.replace(/#.*$/, '');
  if (/^[a-z][a-z0-9+.-]*:/i.test(withoutHash)) return new URL(withoutHash).href;
  return new URL(`file://${withoutHash.startsWith('/') ? '' : '/'}${withoutHash}`).href;
}
