// A spec's `pattern` as a RegExp: with the unicode flag (as JSON Schema and Ajv read it), else without it (many specs
// escape characters such as "\#" that only non-unicode regexes allow); null when neither compiles.

const cache = new Map<string, RegExp | null>();

export function compilePattern(pattern: string): RegExp | null {
  const cached = cache.get(pattern);
  if (cached !== undefined) return cached;
  let re: RegExp | null = null;
  for (const flags of ['u', '']) {
    try {
      re = new RegExp(pattern, flags);
      break;
    } catch {
      // Tried without the unicode flag next.
    }
  }
  if (cache.size < 5_000) cache.set(pattern, re);
  return re;
}

/** Whether `pattern` compiles under the unicode flag. */
export function unicodeSafe(pattern: string): boolean {
  try {
    new RegExp(pattern, 'u');
    return true;
  } catch {
    return false;
  }
}
