// Text normalization shared by indexing and querying: word splitting, light stemming, synonym folding.
import { canonicalWord } from './synonyms';

const STOP_WORDS = new Set([
  'a', 'an', 'the', 'of', 'in', 'on', 'for', 'to', 'by', 'with', 'from', 'at', 'and', 'or', 'into', 'via', 'as',
  'is', 'are', 'be', 'been', 'was', 'that', 'this', 'these', 'those', 'it', 'its', 'all', 'any', 'some', 'each',
  'every', 'please', 'using', 'which', 'i', 'want', 'need', 'how', 'do', 'does', 'can', 'should', 'would', 'will',
  'you', 'your', 'we', 'our', 'there', 'their', 'them', 'they', 'about', 'api', 'endpoint', 'operation', 'given',
  'specified', 'specific', 'one', 'single', 'multiple', 'several', 'many', 'list_of', 'if', 'not', 'no', 'so',
]);

/** Splits identifiers and prose into lower-case words: camelCase, snake_case, kebab, dots, slashes, {params}. */
export function splitWords(raw: string): string[] {
  // A hand-rolled pass for ASCII text (nearly all of a spec); the regex form defines the rules and handles the rest.
  return /[\u0080-\uffff]/.test(raw) ? splitWordsRegex(raw) : splitWordsAscii(raw);
}

export function splitWordsRegex(raw: string): string[] {
  const spaced = raw
    .replace(/['’]s\b/g, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replace(/([a-zA-Z])(\d)/g, '$1 $2')
    .toLowerCase();
  return spaced.split(/[^a-z0-9]+/).filter((w) => w.length > 0);
}

const enum Kind {
  Other,
  Lower,
  Upper,
  Digit,
}

function kindOf(c: number): Kind {
  if (c >= 97 && c <= 122) return Kind.Lower;
  if (c >= 65 && c <= 90) return Kind.Upper;
  if (c >= 48 && c <= 57) return Kind.Digit;
  return Kind.Other;
}

/** Same words as splitWordsRegex for ASCII text, without building four intermediate strings. */
export function splitWordsAscii(raw: string): string[] {
  const words: string[] = [];
  const n = raw.length;
  let start = -1;
  let prev = Kind.Other;
  for (let i = 0; i < n; i++) {
    const c = raw.charCodeAt(i);
    const kind = kindOf(c);
    if (kind === Kind.Other) {
      if (start >= 0) words.push(raw.slice(start, i).toLowerCase());
      start = -1;
      prev = Kind.Other;
      // Possessive "'s" before a non-word character is dropped with its apostrophe.
      if (c === 39 && raw.charCodeAt(i + 1) === 115 && !isWordChar(raw.charCodeAt(i + 2))) i++;
      continue;
    }
    if (start < 0) start = i;
    else if (startsWord(prev, kind, kindOf(raw.charCodeAt(i + 1)))) {
      words.push(raw.slice(start, i).toLowerCase());
      start = i;
    }
    prev = kind;
  }
  if (start >= 0) words.push(raw.slice(start).toLowerCase());
  return words;
}

/** camelCase, ACRONYMWord and letter→digit boundaries. */
function startsWord(prev: Kind, kind: Kind, next: Kind): boolean {
  if (kind === Kind.Upper) return prev === Kind.Lower || prev === Kind.Digit || (prev === Kind.Upper && next === Kind.Lower);
  return kind === Kind.Digit && (prev === Kind.Lower || prev === Kind.Upper);
}

function isWordChar(c: number): boolean {
  return kindOf(c) !== Kind.Other || c === 95;
}

const IRREGULAR: Record<string, string> = {
  people: 'person',
  children: 'child',
  men: 'man',
  women: 'woman',
  data: 'data',
  media: 'media',
  analyses: 'analysis',
  indices: 'index',
  indexes: 'index',
  aliases: 'alias',
  statuses: 'status',
};

const KEEP_S = /(ss|us|is|ous|news|series|species)$/;

function dropDouble(stem: string): string {
  const n = stem.length;
  if (n > 3 && stem[n - 1] === stem[n - 2] && !/[lsz]/.test(stem[n - 1] ?? '')) return stem.slice(0, -1);
  return stem;
}

/** Light English stemmer: plurals, -ed, -ing, trailing e. Conservative so identifiers stay recognizable. */
export function stem(word: string): string {
  const irregular = IRREGULAR[word];
  if (irregular !== undefined) return irregular;
  if (word.length <= 3 || /\d/.test(word)) return word;
  let w = word;
  if (w.endsWith('ies') && w.length > 4) w = w.slice(0, -3) + 'y';
  else if (/(ches|shes|xes|zzes|sses)$/.test(w)) w = w.slice(0, -2);
  else if (w.endsWith('s') && !KEEP_S.test(w)) w = w.slice(0, -1);
  if (w.endsWith('ed') && !w.endsWith('eed') && w.length > 4) w = dropDouble(w.slice(0, -2));
  else if (w.endsWith('ing') && w.length > 6) w = dropDouble(w.slice(0, -3));
  if (w.endsWith('e') && w.length > 3) w = w.slice(0, -1);
  return w;
}

const TERM_CACHE = new Map<string, string | null>();
const TERM_CACHE_MAX = 200_000;

/** Word → index term (synonym-folded, stemmed) or undefined for stop words. Memoized: specs repeat words a lot. */
export function term(word: string): string | undefined {
  const cached = TERM_CACHE.get(word);
  if (cached !== undefined) return cached ?? undefined;
  const t = computeTerm(word);
  if (TERM_CACHE.size < TERM_CACHE_MAX) TERM_CACHE.set(word, t ?? null);
  return t;
}

function computeTerm(word: string): string | undefined {
  if (STOP_WORDS.has(word)) return undefined;
  const canonical = canonicalWord(word);
  if (canonical !== undefined) return canonical;
  const stemmed = stem(word);
  return canonicalWord(stemmed) ?? stemmed;
}

/** Full pipeline used for both documents and queries. */
export function terms(raw: string): string[] {
  return termsOfWords(splitWords(raw));
}

/** terms() of already split words. */
export function termsOfWords(words: string[]): string[] {
  const out: string[] = [];
  for (const word of words) {
    const t = term(word);
    if (t !== undefined) out.push(t);
  }
  return out;
}

const STEM_CACHE = new Map<string, string>();

/** stem(), memoized like term(): indexing stems the same words over and over. */
export function stemCached(word: string): string {
  let stemmed = STEM_CACHE.get(word);
  if (stemmed === undefined) {
    stemmed = stem(word);
    if (STEM_CACHE.size < TERM_CACHE_MAX) STEM_CACHE.set(word, stemmed);
  }
  return stemmed;
}

export function isStopWord(word: string): boolean {
  return STOP_WORDS.has(word);
}

/** Removes HTML tags, Markdown links/emphasis and collapses whitespace. */
export function plainText(raw: string): string {
  return raw
    .replace(/<[^>]+>/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*_]{1,3}/g, '')
    .replace(/&[a-z]+;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** First sentence (or the first `max` characters) of plain text. */
export function firstSentence(raw: string, max = 160): string {
  return firstSentenceOfPlain(plainText(raw), max);
}

/** firstSentence() of text that is already plainText() output. */
export function firstSentenceOfPlain(text: string, max = 160): string {
  const match = /^(.+?[.!?])(\s|$)/.exec(text);
  const sentence = match?.[1] ?? text;
  return sentence.length > max ? `${sentence.slice(0, max - 1).trimEnd()}…` : sentence;
}
