// Query words the spec never uses, matched to a word of the same family it does use ("react" → reaction,
// "deploy" → deployment): our light stemmer keeps derivations apart, and a word no operation mentions selects nothing.
import type { ParsedQuery } from './query';
import type { RankStats } from './rank';

/** Derivational endings tried, in order, on a term the spec does not use. */
const SUFFIXES = ['ion', 'ation', 'ment', 'er', 'or', 'al'];
/** Shortest term tried: shorter stems collide ("us" → user). */
const MIN_TERM = 4;

/** The spec's term of the same family as `t` (t + ending, or t without one), if `t` itself is unused. */
export function relatedTerm(t: string, stats: RankStats): string | undefined {
  return relatedIn(t, (x) => stats.df.has(x));
}

/** relatedTerm over any vocabulary (`has`: the API uses the term). */
export function relatedIn(t: string, has: (term: string) => boolean): string | undefined {
  if (has(t) || t.length < MIN_TERM) return undefined;
  for (const suffix of SUFFIXES) {
    if (has(t + suffix)) return t + suffix;
    const base = t.slice(0, -suffix.length);
    if (t.endsWith(suffix) && base.length >= MIN_TERM && has(base)) return base;
  }
  return undefined;
}

/** Shortest part of a compound read apart ("micro" + "brewery"). */
const MIN_PART = 4;

/**
 * An unused compound read as its head, when the API uses both of its parts ("microbrewery" → brewery where "micro"
 * is a brewery type): English compounds name a kind of their last part.
 */
export function compoundHead(t: string, has: (term: string) => boolean): string | undefined {
  if (has(t)) return undefined;
  for (let at = MIN_PART; at <= t.length - MIN_PART; at++) {
    const head = t.slice(at);
    if (has(head) && has(t.slice(0, at))) return head;
  }
  return undefined;
}

/** The query with each unused term replaced by its used relative (weights and source words kept). */
export function fitVocabulary(q: ParsedQuery, stats: RankStats): ParsedQuery {
  let changed = false;
  const words = new Map(q.words);
  const terms = q.terms.map((t) => {
    const related = relatedTerm(t, stats);
    if (related === undefined || q.terms.includes(related)) return t;
    changed = true;
    const word = words.get(t);
    words.delete(t);
    if (word !== undefined && !words.has(related)) words.set(related, word);
    return related;
  });
  return changed ? { ...q, terms, words } : q;
}
