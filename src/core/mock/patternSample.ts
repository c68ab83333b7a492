// A shortest string that a JSON Schema `pattern` accepts, for the common subset specs use (classes, escapes, groups,
// alternation, quantifiers); null when the pattern is beyond it or the result does not match.
import { compilePattern } from './regex';

const CLASS_ESCAPES: Record<string, string> = { d: '0', w: 'a', s: ' ', D: 'a', W: '-', S: 'a' };

interface Cursor {
  src: string;
  i: number;
}

/** The first character a [class] allows. */
function classChar(c: Cursor): string {
  const negated = c.src[c.i] === '^';
  if (negated) c.i++;
  const members: string[] = [];
  while (c.i < c.src.length && (c.src[c.i] !== ']' || members.length === 0)) {
    let ch = c.src[c.i++] ?? '';
    if (ch === '\\') {
      const e = c.src[c.i++] ?? '';
      ch = CLASS_ESCAPES[e] ?? e;
    }
    if (c.src[c.i] === '-' && c.src[c.i + 1] !== ']' && c.i + 1 < c.src.length) c.i += 2;
    members.push(ch);
  }
  c.i++;
  if (!negated) return members[0] ?? 'a';
  return ['a', 'x', '0', 'Z', '_'].find((x) => !members.includes(x)) ?? '~';
}

/** One alternative sequence up to ")" or "|" (the first alternative of a group is used). */
function sequence(c: Cursor): string | null {
  let out = '';
  while (c.i < c.src.length) {
    const ch = c.src[c.i] ?? '';
    if (ch === ')' || ch === '|') return out;
    c.i++;
    let atom: string | null;
    if (ch === '^' || ch === '$') atom = '';
    else if (ch === '(') {
      if (c.src.startsWith('?:', c.i)) c.i += 2;
      else if (c.src[c.i] === '?') return null;
      atom = sequence(c);
      while (c.src[c.i] === '|') {
        c.i++;
        sequence(c);
      }
      if (c.src[c.i] !== ')') return null;
      c.i++;
    } else if (ch === '[') atom = classChar(c);
    else if (ch === '\\') {
      const e = c.src[c.i++] ?? '';
      if (/[bB]/.test(e)) atom = '';
      else atom = CLASS_ESCAPES[e] ?? (/[0-9kpPux]/.test(e) ? null : e);
    } else if (ch === '.') atom = 'a';
    else atom = ch;
    if (atom === null) return null;
    out += atom.repeat(quantifier(c));
  }
  return out;
}

/** The smallest count a quantifier allows (1 without one). */
function quantifier(c: Cursor): number {
  const q = c.src[c.i];
  let n = 1;
  if (q === '?' || q === '*') {
    n = 0;
    c.i++;
  } else if (q === '+') c.i++;
  else if (q === '{') {
    const m = /^\{(\d+)(,\d*)?\}/.exec(c.src.slice(c.i));
    if (m) {
      n = Number(m[1]);
      c.i += m[0].length;
    }
  }
  if (c.src[c.i] === '?') c.i++;
  return n;
}

export function patternSample(pattern: string, minLength = 0): string | null {
  const re = compilePattern(pattern);
  if (!re) return null;
  const c = { src: pattern, i: 0 };
  let out = sequence(c);
  while (c.src[c.i] === '|' && out !== null && !re.test(out)) {
    c.i++;
    out = sequence(c);
  }
  if (out === null || !re.test(out)) return null;
  // Padding keeps an unanchored pattern's match; anchored ones are tried with repeats of their last character.
  const padded = out.length >= minLength ? out : out + out.slice(-1).repeat(minLength - out.length);
  return re.test(padded) ? padded : out;
}
