// Fits a big JSON value into a character budget: the deepest rendering that fits, with every collapsed part
// replaced by a marker that names its size and the JSON pointer to ask for it. Reading a part by pointer too.

export const CUT_KEY = 'x-cut';

/** RFC 6901 pointer of `keys` ("" is the whole value). */
export function pointerOf(keys: readonly string[]): string {
  return keys.map((k) => `/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}

/** The value at an RFC 6901 pointer, or where the walk stopped and which keys exist there. */
export function atPointer(value: unknown, pointer: string): { ok: true; value: unknown } | { ok: false; at: string; keys: string[] } {
  if (pointer === '' || pointer === '/') return { ok: true, value };
  const keys = (pointer.startsWith('/') ? pointer.slice(1) : pointer).split('/').map((k) => k.replace(/~1/g, '/').replace(/~0/g, '~'));
  let current = value;
  const walked: string[] = [];
  for (const key of keys) {
    const next = typeof current === 'object' && current !== null && Object.hasOwn(current, key) ? (current as Record<string, unknown>)[key] : undefined;
    if (next === undefined) {
      const keysHere = typeof current === 'object' && current !== null ? Object.keys(current).slice(0, 40) : [];
      return { ok: false, at: pointerOf(walked), keys: keysHere };
    }
    walked.push(key);
    current = next;
  }
  return { ok: true, value: current };
}

function collapse(value: unknown, depth: number, keys: string[], ask: (pointer: string) => string): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (depth === 0) {
    const size = JSON.stringify(value).length;
    const what = Array.isArray(value) ? `array of ${value.length}` : `object with ${Object.keys(value).length} keys`;
    return { [CUT_KEY]: `${what}, ${size.toLocaleString('en-US')} characters: ${ask(pointerOf(keys))}` };
  }
  if (Array.isArray(value)) return value.map((v, i) => collapse(v, depth - 1, [...keys, String(i)], ask));
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, collapse(v, depth - 1, [...keys, k], ask)]));
}

export interface FitResult {
  text: string;
  /** Characters of the whole value as pretty JSON. */
  wholeChars: number;
  cut: boolean;
}

/** Pretty JSON of `value` within `maxChars`: whole when it fits, else the deepest collapsed rendering that does. */
export function fitJson(value: unknown, maxChars: number, ask: (pointer: string) => string): FitResult {
  const whole = JSON.stringify(value, null, 2);
  if (whole.length <= maxChars) return { text: whole, wholeChars: whole.length, cut: false };
  for (let depth = 12; depth >= 1; depth--) {
    const text = JSON.stringify(collapse(value, depth, [], ask), null, 2);
    if (text.length <= maxChars) return { text, wholeChars: whole.length, cut: true };
  }
  return { text: `${whole.slice(0, maxChars)}\n… [cut]`, wholeChars: whole.length, cut: true };
}
