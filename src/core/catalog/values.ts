// Values in a query: names, titles, quoted text, emails, ids. They are things to look up, not words an operation
// is about, so they leave the topic terms and instead lift the operations that find things by name or text.

/** name: a proper name, title or quoted text; email; id: a number or an owner/name slug. */
export type ValueKind = 'name' | 'email' | 'id';

export interface QueryValue {
  text: string;
  kind: ValueKind;
  /** For a name: the lower-case noun beside it that says what it names ("the artist Daft Punk", "the Ops team"). */
  noun?: string;
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
/** Stands in for a quoted span while the rest is split into tokens. */
const QUOTE_MARK = '\u0000';
/** Words between a noun and the name it introduces ("a playlist called Summer Vibes"). */
const NAMING = new Set(['called', 'named', 'titled']);
const NOUN = /^[a-z][a-z-]*[a-z]$/;

/** Splits values out of a raw query; what is left keeps its word order (with blanks where the values were). */
export function splitValues(raw: string, isFunctionWord: (word: string) => boolean = () => false): SplitQuery {
  const quoted: string[] = [];
  const marked = raw.replace(QUOTED, (_m, lead: string, _open, inner: string) => {
    quoted.push(inner.trim());
    return `${lead} ${QUOTE_MARK} `;
  });
  const tokens = marked.split(/\s+/).filter((t) => t !== '');
  const words = tokens.map((t) => (t === QUOTE_MARK ? t : t.replace(EDGE, '')));
  const values: QueryValue[] = [];
  const out: string[] = [];
  let name: string[] = [];
  let nameStart = -1;
  let sentenceStart = true;
  const isNoun = (w: string | undefined): w is string => w !== undefined && NOUN.test(w) && !isFunctionWord(w);
  const nounBeside = (first: number, last: number): string | undefined => {
    let before = first - 1;
    if (NAMING.has(words[before] ?? '')) before--;
    const prev = words[before];
    // The first word of a request is its verb ("put Bohemian Rhapsody …").
    if (before > 0 && isNoun(prev) && !/[,;:.!?]$/.test(tokens[before] ?? '')) return prev;
    const next = words[last + 1];
    return isNoun(next) && !/[,;:.!?]$/.test(tokens[last] ?? '') ? next : undefined;
  };
  const flush = (end: number): void => {
    if (name.length > 0) {
      const noun = nounBeside(nameStart, end)?.replace(/-/g, '');
      values.push({ text: name.join(' '), kind: 'name', ...(noun !== undefined ? { noun } : {}) });
    }
    name = [];
  };
  tokens.forEach((token, i) => {
    const word = words[i] ?? '';
    const endsSentence = /[.!?]$/.test(token);
    if (word === QUOTE_MARK) {
      flush(i - 1);
      nameStart = i;
      name = [quoted.shift() ?? ''];
      flush(i);
      out.push(' ');
      return;
    }
    const kind = valueKind(word, sentenceStart);
    if (kind === 'name') {
      if (name.length === 0) nameStart = i;
      name.push(word.replace(/^#/, ''));
      out.push(' ');
    } else {
      flush(i - 1);
      if (kind !== undefined) values.push({ text: word, kind });
      out.push(kind === undefined ? token : ' ');
    }
    // A comma or sentence end closes a name ("Portland, Oregon" is two).
    if (/[,;:]$/.test(token) || endsSentence) flush(i);
    sentenceStart = endsSentence || (sentenceStart && word === '');
  });
  flush(tokens.length - 1);
  return { rest: out.join(' '), values: values.filter((v) => v.text !== '') };
}

function valueKind(word: string, sentenceStart: boolean): ValueKind | undefined {
  if (word === '') return undefined;
  if (EMAIL.test(word)) return 'email';
  if (NUMBER.test(word) || SLUG.test(word)) return 'id';
  if (/^#[\p{L}\p{N}_-]+$/u.test(word)) return 'name';
  if (!sentenceStart && CAPITALIZED.test(word) && !PRONOUN_I.test(word)) return 'name';
  return undefined;
}
