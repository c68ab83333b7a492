// JSON.parse for big specs that leaves the bulky, rarely needed parts as text until first read: top-level
// extensions/webhooks and components.schemas/examples are 67% of the GitHub spec, and listing and indexing
// operations never reads them (get_schema does). Each such part becomes an accessor that parses its slice once.
// Any surprise while scanning gives up and returns undefined: the caller then parses the text whole.

/** Members below this many characters are parsed eagerly: laziness only pays for big parts. */
const LAZY_MIN_CHARS = 64 * 1024;
const EAGER_TOP = new Set(['openapi', 'swagger', 'info', 'servers', 'paths', 'tags', 'security', 'externalDocs', 'components']);
const LAZY_COMPONENTS = new Set(['schemas', 'examples']);

interface Member {
  key: string;
  start: number;
  end: number;
}

/** Parsed document with lazy parts, or undefined when the text is not a JSON object this scanner understands. */
export function parseJsonLazily(text: string): unknown {
  const open = skipSpace(text, 0);
  if (text.charCodeAt(open) !== 0x7b) return undefined;
  const top = scanObject(text, open, 'components');
  if (!top || skipSpace(text, top.end) !== text.length) return undefined;
  const lazy: Member[] = top.members.filter((m) => !EAGER_TOP.has(m.key) && m.end - m.start >= LAZY_MIN_CHARS);
  const lazyComponents = top.nested.filter((m) => LAZY_COMPONENTS.has(m.key) && m.end - m.start >= LAZY_MIN_CHARS);
  const cut = [...lazy, ...lazyComponents].sort((a, b) => a.start - b.start);
  if (cut.length === 0) return JSON.parse(text);
  let skeleton = '';
  let at = 0;
  for (const m of cut) {
    skeleton += text.slice(at, m.start) + 'null';
    at = m.end;
  }
  skeleton += text.slice(at);
  let doc: Record<string, unknown>;
  try {
    doc = JSON.parse(skeleton) as Record<string, unknown>;
  } catch {
    return undefined;
  }
  for (const m of lazy) defineLazy(doc, m, text);
  const parsedComponents = doc.components as Record<string, unknown> | undefined;
  if (parsedComponents) for (const m of lazyComponents) defineLazy(parsedComponents, m, text);
  return doc;
}

/** Replaces `holder[key]` by an accessor that parses the member's text on first read and then becomes data. */
function defineLazy(holder: Record<string, unknown>, m: Member, text: string): void {
  // A duplicate key: JSON.parse kept the last one, which may not be this slice.
  if (holder[m.key] !== null) return;
  Object.defineProperty(holder, m.key, {
    configurable: true,
    enumerable: true,
    get() {
      let value: unknown;
      try {
        value = JSON.parse(text.slice(m.start, m.end));
      } catch (error) {
        throw new Error(`The spec's "${m.key}" section is not valid JSON: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
      }
      Object.defineProperty(holder, m.key, { value, writable: true, enumerable: true, configurable: true });
      return value;
    },
    set(value: unknown) {
      Object.defineProperty(holder, m.key, { value, writable: true, enumerable: true, configurable: true });
    },
  });
}

function skipSpace(text: string, i: number): number {
  let at = i;
  for (;;) {
    const c = text.charCodeAt(at);
    if (c !== 0x20 && c !== 0x0a && c !== 0x0d && c !== 0x09) return at;
    at++;
  }
}

/** Index just past the closing quote of the string starting at `i`, or -1. */
function skipString(text: string, i: number): number {
  let at = i + 1;
  for (;;) {
    const quote = text.indexOf('"', at);
    if (quote === -1) return -1;
    let backslashes = 0;
    for (let k = quote - 1; text.charCodeAt(k) === 0x5c; k--) backslashes++;
    if (backslashes % 2 === 0) return quote + 1;
    at = quote + 1;
  }
}

/** Index just past the value starting at `i` (string, object, array or scalar), or -1. */
function skipValue(text: string, i: number): number {
  const c = text.charCodeAt(i);
  if (c === 0x22) return skipString(text, i);
  if (c !== 0x7b && c !== 0x5b) {
    let at = i;
    while (at < text.length && !/[,}\]\s]/.test(text[at] ?? '')) at++;
    return at > i ? at : -1;
  }
  // A charCodeAt loop: a regex exec per bracket or quote cost 3-4x as much on the 13 MB GitHub spec.
  let depth = 0;
  const n = text.length;
  for (let at = i; at < n; at++) {
    const ch = text.charCodeAt(at);
    if (ch === 0x22) {
      const end = skipString(text, at);
      if (end === -1) return -1;
      at = end - 1;
    } else if (ch === 0x7b || ch === 0x5b) {
      depth++;
    } else if ((ch === 0x7d || ch === 0x5d) && --depth === 0) {
      return at + 1;
    }
  }
  return -1;
}

/**
 * Members of the object starting at `open` (a "{"), with the value span of each; undefined when malformed.
 * When the value of `nestedKey` is an object, its members come back as `nested` (the last one, as in JSON.parse),
 * found in the same pass.
 */
function scanObject(text: string, open: number, nestedKey?: string): { members: Member[]; nested: Member[]; end: number } | undefined {
  const members: Member[] = [];
  let nested: Member[] = [];
  let at = skipSpace(text, open + 1);
  if (text.charCodeAt(at) === 0x7d) return { members, nested, end: at + 1 };
  for (;;) {
    if (text.charCodeAt(at) !== 0x22) return undefined;
    const keyEnd = skipString(text, at);
    if (keyEnd === -1) return undefined;
    const key = JSON.parse(text.slice(at, keyEnd)) as string;
    at = skipSpace(text, keyEnd);
    if (text.charCodeAt(at) !== 0x3a) return undefined;
    const start = skipSpace(text, at + 1);
    let end: number;
    if (key === nestedKey && text.charCodeAt(start) === 0x7b) {
      const inner = scanObject(text, start);
      if (!inner) return undefined;
      nested = inner.members;
      end = inner.end;
    } else {
      nested = key === nestedKey ? [] : nested;
      end = skipValue(text, start);
      if (end === -1) return undefined;
    }
    members.push({ key, start, end });
    at = skipSpace(text, end);
    const next = text.charCodeAt(at);
    if (next === 0x7d) return { members, nested, end: at + 1 };
    if (next !== 0x2c) return undefined;
    at = skipSpace(text, at + 1);
  }
}
