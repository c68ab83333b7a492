// What each loaded API is about, and how much a query's words say it is about each: evidence from the API's own
// words (title, description, tags and their descriptions, hosts) and from how many of its operations use each word
// (a word none uses counts where its parameters list it as an enum value: parameter-terms.ts), against the average
// over the loaded APIs. A word every API uses says nothing; a word one API uses a lot says much.
import type { TagInfo } from '../openapi/types';
import { plainText, splitWords, termsOfWords } from './text';
import { compoundHead, relatedIn } from './vocabulary';

export interface ProfileSource {
  title: string;
  description?: string;
  hosts: readonly string[];
  tags: readonly TagInfo[];
  /** Share of the API's operations that mention an index term (0..1). */
  termShare: (term: string) => number;
  /** Share of the API's operations whose parameters list an index term as an enum value (0..1). */
  parameterShare?: (term: string) => number;
  operationCount: number;
}

export interface ApiProfile {
  /** Index terms of the API's own words (title, description, tags, hosts). */
  terms: Set<string>;
  /** Share of operations that mention a term, with a term of the API's own words counted as PROFILE_SHARE at least. */
  share: (term: string) => number;
  /** The term as this API spells it: a term it does not use → its word of the same family ("remind" → reminder), or a
   * compound's head when the API uses both parts ("microbrewery" → brewery). */
  fit: (term: string) => string;
  operationCount: number;
}

/** A term in the API's own words counts like one in this share of its operations. */
const PROFILE_SHARE = 0.1;
/** Operations of prior weight toward the mean over the APIs (a 2-operation API's one-off word is not 50% of it). */
const SMOOTH_OPS = 10;
/** Description characters read (some specs carry pages of prose). */
const DESCRIPTION_CHARS = 2000;

export function buildProfile(source: ProfileSource): ApiProfile {
  const own = [source.title, (source.description ?? '').slice(0, DESCRIPTION_CHARS), ...source.hosts.map((h) => h.replace(/\./g, ' '))];
  for (const tag of source.tags) own.push(tag.name, (tag.description ?? '').slice(0, DESCRIPTION_CHARS));
  const terms = new Set(termsOfWords(own.flatMap((text) => splitWords(plainText(text)))));
  const parameter = source.parameterShare ?? (() => 0);
  // Parameters speak only for a term the operations themselves never use.
  const share = (t: string) => Math.max(source.termShare(t) || parameter(t), terms.has(t) ? PROFILE_SHARE : 0);
  const used = (x: string) => share(x) > 0;
  return { terms, share, fit: (t) => relatedIn(t, used) ?? compoundHead(t, used) ?? t, operationCount: source.operationCount };
}

/** Total share below which a term's vote shrinks (a word in 0.5% of one API's operations is a passing mention). */
const MENTION = 0.05;

/**
 * Per API, how much the query's terms point at it (weights summing to 1 over the APIs, uniform when no term says
 * anything). Each term votes for the APIs in proportion to its smoothed share of their operations (a mixture, not a
 * product: one filler word cannot veto an API); its vote counts by how concentrated it is (a term every API uses,
 * "get", counts nothing) and by how rare it is over the APIs (idf with every API weighing the same).
 */
export function apiWeights(queryTerms: readonly string[], profiles: readonly ApiProfile[]): number[] {
  const n = profiles.length;
  const votes = profiles.map(() => 0);
  if (n < 2) return profiles.map(() => 1);
  for (const t of new Set(queryTerms)) {
    const raw = profiles.map((p) => p.share(p.fit(t)));
    const mean = raw.reduce((a, b) => a + b, 0) / n;
    if (mean === 0) continue;
    const smoothed = raw.map((s, i) => {
      const ops = profiles[i]?.operationCount ?? 0;
      return (s * ops + SMOOTH_OPS * mean) / (ops + SMOOTH_OPS);
    });
    const sum = smoothed.reduce((a, b) => a + b, 0);
    const p = smoothed.map((s) => s / sum);
    const entropy = -p.reduce((h, x) => h + (x > 0 ? x * Math.log(x) : 0), 0);
    const focus = 1 - entropy / Math.log(n);
    const idf = Math.log(1 + n / sum);
    const strength = sum / (sum + MENTION);
    p.forEach((x, i) => (votes[i] = (votes[i] ?? 0) + focus * idf * strength * x));
  }
  const total = votes.reduce((a, b) => a + b, 0);
  return total === 0 ? profiles.map(() => 1 / n) : votes.map((v) => v / total);
}
