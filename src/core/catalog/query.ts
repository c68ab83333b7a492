// Parses a search phrase into weighted content terms plus the action it asks for.
import type { Intent } from './synonyms';
import { VERB_TERMS, verbIntent } from './synonyms';
import { isStopWord, splitWords, stem, term, termsOfWords } from './text';
import type { QueryValue } from './values';
import { splitValues } from './values';

/** `act`: an action verb we have no group for ("merge a PR", "refund a charge"): favours state-changing calls. */
export type QueryIntent = Intent | 'act';

export interface ParsedQuery {
  raw: string;
  /** Distinct content terms (verbs removed unless nothing else is left). */
  terms: string[];
  /** Weight per term: words after a preposition ("in a repo") qualify the head noun and weigh less. */
  weights: number[];
  /** Verb terms found (folded), used only as a weak text signal. */
  verbTerms: string[];
  /** Stem of the query's own verb, unfolded ("send", not "create"). */
  verbStem?: string;
  intent?: QueryIntent;
  /** 1 when a verb said so, lower when guessed from singular/plural. */
  intentStrength: number;
  /** Names, quoted text, emails and ids: values to look up, kept out of `terms`. */
  values: QueryValue[];
  /** Index terms of the values' words (a weak bonus where an operation mentions them). */
  valueTerms: string[];
  /** Index terms of the nouns that say what the names are ("customer John Doe" → customer). */
  nameNouns: string[];
  /** Each content and value term → the query word it came from (for the "no operation mentions" note). */
  words: Map<string, string>;
}

const PREPOSITIONS = new Set(['in', 'of', 'for', 'on', 'from', 'within', 'inside', 'at', 'across', 'by', 'to', 'into', 'with', 'about']);
const DETERMINERS = new Set(['a', 'an', 'the', 'my', 'our', 'this', 'that', 'some', 'all', 'every', 'each', 'their', 'your']);
/** Question words, auxiliaries and request verbs ("tell me", "give me"): a whole sentence carries them, no operation is about them. */
const QUERY_STOP = new Set(['who', 'what', 'which', 'whose', 'whom', 'when', 'where', 'why', 'how', 'many', 'much', 'did',
  'done', 'have', 'has', 'had', 'were', 'am', 'tell', 'give', 'let', 'like', 'know', 'also', 'just', 'please', 'could',
  'he', 'she', 'him', 'his', 'her', 'hers', 'us', 'more', 'less', 'fewer', 'than', 'll', 've', 're', 'd', 'm']);
/** Request verbs after which "me" is the asker, not the API's "my" (the authenticated user). */
const ASKING = new Set(['show', 'give', 'tell', 'get', 'find', 'let', 'send']);
const PREPOSITION_WEIGHT = 0.6;
const COMPOUND_WEIGHT = 0.7;
const VERB_WEIGHT = 0.5;

function isPlural(word: string): boolean {
  if (word === 'people' || word === 'children') return true;
  return word.length > 3 && word.endsWith('s') && !/(ss|us|is|news)$/.test(word) && stem(word) !== word;
}

/** Queries parsed lately: a search over several APIs parses the same query once per API (and once for the profile). */
const PARSED_KEPT = 8;
const parsed = new Map<string, ParsedQuery>();

/** The query parsed (shared between callers: read it, never change it). */
export function parseQuery(raw: string): ParsedQuery {
  let q = parsed.get(raw);
  if (q) return q;
  q = parseFresh(raw);
  if (parsed.size >= PARSED_KEPT) parsed.delete(parsed.keys().next().value ?? '');
  parsed.set(raw, q);
  return q;
}

function parseFresh(raw: string): ParsedQuery {
  const { rest, values } = splitValues(raw, (w) => isStopWord(w) || QUERY_STOP.has(w) || verbIntent(w) !== undefined || DETERMINERS.has(w) || PREPOSITIONS.has(w));
  // "to-do", "e-mail": a hyphen between short parts joins one word.
  const words = splitWords(rest.replace(/\b([a-z]{1,2})-([a-z]{1,3})\b/gi, '$1$2'));
  // "Close issue 42 in …": a capitalized request that carries values opens with its verb.
  const imperative = values.length > 0 && /^\s*\p{Lu}\p{Ll}/u.test(raw);
  const termWords = new Map<string, string>();
  let intent: QueryIntent | undefined;
  let intentStrength = 0;
  let verbStem: string | undefined;
  let wantsAll = false;
  let afterPreposition = false;
  let headNoun: string | undefined;
  /** Positions in `content` of the first noun phrase; all but its last word are compound modifiers. */
  const phrase: number[] = [];
  const content: string[] = [];
  const weights: number[] = [];
  const verbTerms: string[] = [];
  words.forEach((word, i) => {
    if (word === 'all' || word === 'every') wantsAll = true;
    if (PREPOSITIONS.has(word) && content.length > 0) afterPreposition = true;
    if (QUERY_STOP.has(word) || (word === 'me' && ASKING.has(words[i - 1] ?? ''))) return;
    const t = term(word);
    if (t === undefined) return;
    if (!termWords.has(t)) termWords.set(t, word);
    const verb = verbIntent(word);
    if (verb !== undefined && VERB_TERMS.has(t)) {
      if (intent === undefined && content.length === 0) {
        intent = verb;
        intentStrength = 1;
        verbStem = stem(word);
      }
      verbTerms.push(t);
      return;
    }
    if (i === 0 && (imperative || DETERMINERS.has(words[1] ?? ''))) {
      // "star a repository": an unknown first word before an article is a verb.
      intent = 'act';
      intentStrength = 1;
      verbStem = stem(word);
    } else if (!afterPreposition && !isStopWord(word)) {
      headNoun = word;
      phrase.push(content.length);
    }
    const at = content.indexOf(t);
    const weight = afterPreposition ? PREPOSITION_WEIGHT : 1;
    if (at < 0) {
      content.push(t);
      weights.push(weight);
    } else {
      weights[at] = Math.max(weights[at] ?? 0, weight);
    }
  });
  if (intent === undefined || intent === 'get') {
    const plural = headNoun !== undefined && isPlural(headNoun);
    if (wantsAll || plural) {
      intent = 'list';
      intentStrength = intentStrength || 0.5;
    } else if (intent === undefined && headNoun !== undefined) {
      intent = 'get';
      intentStrength = 0.3;
    }
  }
  for (const at of phrase.slice(0, -1)) weights[at] = Math.min(weights[at] ?? 1, COMPOUND_WEIGHT);
  const useVerbs = content.length === 0;
  const uniqueVerbs = [...new Set(verbTerms)];
  // Verbs count as weak content terms, except the list/get group that nearly every operation carries.
  const weakVerbs = uniqueVerbs.filter((t) => t !== 'get' && !content.includes(t));
  const valueTerms: string[] = [];
  for (const v of values) {
    for (const word of splitWords(v.text)) {
      const [t] = termsOfWords([word]);
      if (t === undefined || valueTerms.includes(t)) continue;
      valueTerms.push(t);
      if (!termWords.has(t)) termWords.set(t, word);
    }
  }
  return {
    raw,
    terms: useVerbs ? uniqueVerbs : [...content, ...weakVerbs],
    weights: useVerbs ? uniqueVerbs.map(() => 1) : [...weights, ...weakVerbs.map(() => VERB_WEIGHT)],
    verbTerms: uniqueVerbs,
    verbStem,
    intent,
    intentStrength,
    values,
    valueTerms,
    nameNouns: [...new Set(termsOfWords(values.flatMap((v) => (v.noun !== undefined ? [v.noun] : []))))],
    words: termWords,
  };
}
