// Python source text from spec text: string literals and docstring-safe prose.

/** A Python string literal (JSON's escapes are valid Python). */
export const pyString = (s: string): string => JSON.stringify(s);

/** One paragraph safe inside a triple-quoted docstring: whitespace collapsed, `"` as `'`, `\` doubled, cut at `max`. */
export function docText(text: string, max = 300): string {
  const first = text.trim().split(/\n\s*\n/)[0] ?? '';
  const flat = first.replace(/\s+/g, ' ').replace(/\\/g, '\\\\').replace(/"/g, "'");
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
}
