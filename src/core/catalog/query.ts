// Parses a search phrase into weighted content terms plus the action it asks for.
import type { Intent } from './synonyms';
import { VERB_TERMS, verbIntent } from './synonyms';
import { isStopWord, splitWords, stem, term } from './text';

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
}

const PREPOSITIONS = new Set(['in', 'of', 'for', 'on', 'from', 'within', 'inside', 'at', 'across', 'by', 'to', 'into', 'with']);
const DETERMINERS = new Set(['a', 'an', 'the', 'my', 'our', 'this', 'that', 'some', 'all', 'every', 'each', 'their', 'your']);
const PREPOSITION_WEIGHT = 0.6;
const COMPOUND_WEIGHT = 0.7;
const VERB_WEIGHT = 0.5;

function isPlural(word: string): boolean {
  if (word === 'people' || word === 'children') return true;
  return word.length > 3 && word.endsWith('s') && !/(ss|us|is|news)$/.test(word) && stem(word) !== word;
}

export function parseQuery(raw: string): ParsedQuery {
  const words = splitWords(raw);
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
    const t = term(word);
    if (t === undefined) return;
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
    if (i === 0 && DETERMINERS.has(words[1] ?? '')) {
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
  return {
    raw,
    terms: useVerbs ? uniqueVerbs : [...content, ...weakVerbs],
    weights: useVerbs ? uniqueVerbs.map(() => 1) : [...weights, ...weakVerbs.map(() => VERB_WEIGHT)],
    verbTerms: uniqueVerbs,
    verbStem,
    intent,
    intentStrength,
  };
}
