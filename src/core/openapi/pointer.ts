// JSON Pointer (RFC 6901) helpers used by the resolver and for operation pointers.

export function escapePointerSegment(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

export function unescapePointerSegment(segment: string): string {
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}

/** Splits "#/a/b~1c" (or "/a/b", or "") into ["a", "b/c"]; fragments may be percent-encoded. */
export function parsePointer(pointer: string): string[] {
  let p = pointer.startsWith('#') ? pointer.slice(1) : pointer;
  if (p === '' || p === '/') return p === '/' ? [''] : [];
  if (!p.startsWith('/')) throw new Error(`Invalid JSON pointer "${pointer}"`);
  p = p.slice(1);
  return p.split('/').map((s) => unescapePointerSegment(safeDecode(s)));
}

function safeDecode(s: string): string {
  if (!s.includes('%')) return s;
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** Walks `root` along the pointer; undefined when any segment is missing. */
export function evaluatePointer(root: unknown, pointer: string): unknown {
  let node: unknown = root;
  for (const segment of parsePointer(pointer)) {
    if (node === null || typeof node !== 'object') return undefined;
    if (Array.isArray(node)) {
      const index = Number(segment);
      if (!Number.isInteger(index)) return undefined;
      node = node[index];
    } else {
      const record = node as Record<string, unknown>;
      if (!Object.prototype.hasOwnProperty.call(record, segment)) return undefined;
      node = record[segment];
    }
  }
  return node;
}

export function buildPointer(segments: readonly string[]): string {
  return '#' + segments.map((s) => '/' + escapePointerSegment(s)).join('');
}
