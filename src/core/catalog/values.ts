// Values in a query: names, titles, quoted text, emails, ids. They are things to look up, not words an operation
// is about, so they leave the topic terms and instead lift the operations that find things by name or text.

/** name: a proper name, title or quoted text; email; id: a number or an owner/name slug. */
export type ValueKind = 'name' | 'email' | 'id';

export interface QueryValue {
  text: string;
  kind: ValueKind;
}

export interface SplitQuery {
  /** The query with its values blanked out. */
  rest: string;
  values: QueryValue[];
}

const QUOTED = /(^|[\s(])(["“‘']|'')([^"“”‘’']+?)(["”’']|'')(?=$|[\s.,;:!?)])/g;
const EMAIL = /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i;
const NUMBER = /^\d+(?:[.,]\d+)?$/;
const SLUG = /^[\w.-]+\/[\w.-]+$/;
/** Capitalized word (not all capitals: "README", "PR" are topic words). */
const CAPITALIZED = /^\p{Lu}[\p{Ll}\p{Lu}'’.-]*\p{Ll}[\p{L}'’.-]*$/u;
const PRONOUN_I = /^I(?:['’]\w+)?$/;
const EDGE = /^[^\p{L}\p{N}#@]+|[^\p{L}\p{N}]+$/gu;

/** Splits values out of a raw query; what is left keeps its word order (with blanks where the values were). */
export function splitValues(raw: string): SplitQuery {
  const values: QueryValue[] = [];
  const unquoted = raw.replace(QUOTED, (_m, lead: string, _open, inner: string) => {
    if (inner.trim() !== '') values.push({ text: inner.trim(), kind: 'name' });
    return `${lead} `;
  });
  const out: string[] = [];
  let name: string[] = [];
  let sentenceStart = true;
  const flush = (): void => {
    if (name.length > 0) values.push({ text: name.join(' '), kind: 'name' });
    name = [];
  };
  for (const token of unquoted.split(/\s+/)) {
    if (token === '') continue;
    const word = token.replace(EDGE, '');
    const endsSentence = /[.!?]$/.test(token);
    const kind = valueKind(word, sentenceStart);
    if (kind === 'name') {
      name.push(word.replace(/^#/, ''));
      out.push(' ');
    } else {
      flush();
      if (kind !== undefined) values.push({ text: word, kind });
      out.push(kind === undefined ? token : ' ');
    }
    // A comma or sentence end closes a name ("Portland, Oregon" is two).
    if (/[,;:]$/.test(token) || endsSentence) flush();
    sentenceStart = endsSentence || (sentenceStart && word === '');
  }
  flush();
  return { rest: out.join(' '), values };
}

function valueKind(word: string, sentenceStart: boolean): ValueKind | undefined {
  if (word === '') return undefined;
  if (EMAIL.test(word)) return 'email';
  if (NUMBER.test(word) || SLUG.test(word)) return 'id';
  if (/^#[\p{L}\p{N}_-]+$/u.test(word)) return 'name';
  if (!sentenceStart && CAPITALIZED.test(word) && !PRONOUN_I.test(word)) return 'name';
  return undefined;
}
