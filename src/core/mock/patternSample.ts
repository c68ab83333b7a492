// A shortest string that a JSON Schema `pattern` accepts, for the common subset specs use (classes, escapes, groups,
// alternation, quantifiers); null when the pattern is beyond it or the result does not match.
import { compilePattern } from './regex';

const CLASS_ESCAPES: Record<string, string> = { d: '0', w: 'a', s: ' ', D: 'a', W: '-', S: 'a' };

interface Cursor {
  src: string;
  i: number;
  /** Extra repeats to spend on the first open-ended quantifiers (to reach a minimum length). */
  stretch: number;
}

/** The character of a \uXXXX, \u{X…} or \xXX escape whose letter was just read; null when malformed. */
function unicodeEscape(c: Cursor, letter: string): string | null {
  const m = (letter === 'x' ? /^[0-9a-fA-F]{2}/ : /^(\{[0-9a-fA-F]{1,6}\}|[0-9a-fA-F]{4})/).exec(c.src.slice(c.i));
  if (!m) return null;
  c.i += m[0].length;
  return String.fromCodePoint(parseInt(m[0].replace(/[{}]/g, ''), 16));
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
      ch = e === 'u' || e === 'x' ? unicodeEscape(c, e) ?? e : CLASS_ESCAPES[e] ?? e;
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
      // Lookarounds take no characters: skipped (the result is checked against the whole pattern at the end).
      const look = /^\?(<?[=!])/.exec(c.src.slice(c.i));
      const named = /^\?<[A-Za-z_]\w*>/.exec(c.src.slice(c.i));
      if (look) c.i += look[0].length;
      else if (named) c.i += named[0].length;
      else if (c.src.startsWith('?:', c.i)) c.i += 2;
      else if (c.src[c.i] === '?') return null;
      atom = sequence(c);
      while (c.src[c.i] === '|') {
        c.i++;
        sequence(c);
      }
      if (c.src[c.i] !== ')') return null;
      c.i++;
      if (look) atom = '';
    } else if (ch === '[') atom = classChar(c);
    else if (ch === '\\') {
      const e = c.src[c.i++] ?? '';
      if (/[bB]/.test(e)) atom = '';
      else if (e === 'u' || e === 'x') atom = unicodeEscape(c, e);
      else atom = CLASS_ESCAPES[e] ?? (/[0-9kpP]/.test(e) ? null : e);
    } else if (ch === '.') atom = 'a';
    else atom = ch;
    if (atom === null) return null;
    out += atom.repeat(quantifier(c));
  }
  return out;
}

/** The smallest count a quantifier allows (1 without one), plus what is left of the stretch where it allows more. */
function quantifier(c: Cursor): number {
  const q = c.src[c.i];
  let n = 1;
  let max = 1;
  if (q === '?' || q === '*') {
    n = 0;
    max = q === '?' ? 1 : Infinity;
    c.i++;
  } else if (q === '+') {
    max = Infinity;
    c.i++;
  } else if (q === '{') {
    const m = /^\{(\d+)(,(\d*))?\}/.exec(c.src.slice(c.i));
    if (m) {
      n = Number(m[1]);
      max = m[2] === undefined ? n : m[3] ? Number(m[3]) : Infinity;
      c.i += m[0].length;
    }
  }
  if (c.src[c.i] === '?') c.i++;
  const extra = Math.min(c.stretch, max - n);
  c.stretch -= extra;
  return n + extra;
}

function generate(pattern: string, re: RegExp, stretch: number): string | null {
  const c = { src: pattern, i: 0, stretch };
  let out = sequence(c);
  while (c.src[c.i] === '|' && out !== null && !re.test(out)) {
    c.i++;
    out = sequence(c);
  }
  return out !== null && re.test(out) ? out : null;
}

export function patternSample(pattern: string, minLength = 0): string | null {
  const re = compilePattern(pattern);
  if (!re) return null;
  const out = generate(pattern, re, 0);
  if (out === null || out.length >= minLength) return out;
  // Too short: the open-ended quantifiers repeat more, else an unanchored pattern keeps its match when padded.
  const stretched = generate(pattern, re, minLength - out.length);
  if (stretched !== null && stretched.length >= minLength) return stretched;
  const padded = out + out.slice(-1).repeat(minLength - out.length);
  return re.test(padded) ? padded : out;
}
