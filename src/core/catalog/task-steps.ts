// Requests of several steps ("find the profile of X and list his repositories"): each step is also ranked on its
// own, and its best calls are kept on the page, so the calls of a later step are not crowded out by the first.
import type { Entry } from './entries';
import { verbIntent } from './synonyms';

/** Best calls of each step kept on the page. */
const STEP_TOP = 2;
/** Rank (0-based) from which a step's calls are placed when they stand lower than STEP_SLOT + STEP_TOP. */
const STEP_SLOT = 3;
const JOINER = /\s*[,;]?\s+(?:and\s+then|and|then)\s+/gi;
const ARTICLE = /^(?:a|an|the|my|our|it|them|this|that)$/i;

/** The steps of a request joined by "and"/"then" before a verb; [] when it is one step. */
export function taskSteps(query: string): string[] {
  const steps: string[] = [];
  let from = 0;
  for (const m of query.matchAll(JOINER)) {
    const after = query.slice(m.index + m[0].length).split(/\s+/);
    const next = (after[0] ?? '').toLowerCase();
    // "add Blinding Lights", "list his repos", "star the repo": a known verb, or any word before an article.
    if (verbIntent(next) === undefined && !ARTICLE.test(after[1] ?? '')) continue;
    steps.push(query.slice(from, m.index));
    from = m.index + m[0].length;
  }
  if (steps.length === 0) return [];
  steps.push(query.slice(from));
  return steps.filter((s) => s.trim() !== '');
}

/** Keeps the step's best calls within the first STEP_SLOT + STEP_TOP ranks of the merged list. */
export function mergeStep<T extends { e: Entry }>(ranked: T[], step: T[], limit: number): void {
  // A page of one or two keeps the whole request's best.
  if (limit <= STEP_TOP) return;
  const best = step.slice(0, STEP_TOP);
  const slot = Math.min(STEP_SLOT, limit - STEP_TOP);
  for (const item of [...best].reverse()) {
    const at = ranked.findIndex((r) => r.e === item.e);
    if (at >= 0 && at < slot + STEP_TOP) continue;
    const [moved] = at >= 0 ? ranked.splice(at, 1) : [item];
    ranked.splice(slot, 0, moved ?? item);
  }
}
