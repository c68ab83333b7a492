// Sort order shared by the rankings.

/** Comparator for numbers high to low: -1, 0 or 1 (a difference of doubles allocates a heap number per comparison). */
export function descending(a: number, b: number): number {
  return a > b ? -1 : a < b ? 1 : 0;
}
