// Closest operation names for a name the model got wrong: shared words first, then edit distance.
import { splitWords } from './text';

export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      cur.push(Math.min((prev[j] ?? 0) + 1, (cur[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost));
    }
    prev = cur;
  }
  return prev[b.length] ?? Math.max(a.length, b.length);
}

/** Up to `count` known names closest to `wanted`. */
export function suggestNames(wanted: string, names: readonly string[], count = 3): string[] {
  const target = wanted.toLowerCase();
  const words = new Set(splitWords(wanted));
  const scored = names.map((name) => {
    const lower = name.toLowerCase();
    const nameWords = splitWords(name);
    const shared = nameWords.filter((w) => words.has(w)).length;
    const overlap = shared / Math.max(words.size, nameWords.length, 1);
    // Distance only matters between similar lengths; skip the O(n·m) work otherwise.
    const distance = Math.abs(lower.length - target.length) > 12 ? 99 : editDistance(lower, target);
    const similarity = 1 - Math.min(distance, 20) / 20;
    return { name, value: overlap * 2 + similarity + (lower.includes(target) || target.includes(lower) ? 0.5 : 0) };
  });
  scored.sort((a, b) => b.value - a.value);
  return scored.slice(0, count).filter((s) => s.value > 0.3).map((s) => s.name);
}
