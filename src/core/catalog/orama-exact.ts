// Orama's full-text search for exact terms, read straight from its index store. Orama's own search gathers a term's
// documents with a linear duplicate check per document: quadratic in a common term's posting list, and most of a
// search's time on Graph. Same BM25 (Orama's defaults), boosts, sums in the same order and the same order of results
// (score, then insertion): the candidates are Orama's. Written against the pinned @orama/orama 3.1.x index layout.
import type { index as oramaIndex } from '@orama/orama/components';
import type { radix } from '@orama/orama/trees';

import { descending } from './order';

type RadixNode = radix.RadixNode;

/** Orama's default BM25 parameters (components/algorithms.js). */
const K = 1.2;
const B = 0.75;
const D = 0.5;

/** The node of exactly `word`, when it is an indexed word. */
function wordNode(root: RadixNode, word: string): RadixNode | undefined {
  let node = root;
  let i = 0;
  while (i < word.length) {
    const child = node.c.get(word.charAt(i));
    if (!child || !word.startsWith(child.s, i)) return undefined;
    node = child;
    i += child.s.length;
  }
  return node.e && node.w === word ? node : undefined;
}

/** Per index store: each document's running score (0: not scored yet; BM25 here is always positive). */
const scratch = new WeakMap<object, Float64Array>();

function sumsFor(store: oramaIndex.Index): Float64Array {
  const size = store.sharedInternalDocumentStore.internalIdToId.length + 1;
  let sums = scratch.get(store);
  if (!sums || sums.length < size) scratch.set(store, (sums = new Float64Array(size)));
  return sums;
}

/**
 * The `limit` best of the documents holding one of `words` in one of `props` as [internal document id, score], best
 * first, and how many there are. Each word is looked up whole (no prefixes, no typos); `allowed`: Orama's where-filter ids.
 */
export function exactSearch(
  store: oramaIndex.Index,
  docsCount: number,
  words: readonly string[],
  props: readonly string[],
  boost: Readonly<Record<string, number>>,
  limit: number,
  allowed?: ReadonlySet<number>,
): { top: Array<[number, number]>; count: number } {
  const sums = sumsFor(store);
  const touched: number[] = [];
  for (const prop of props) {
    const tree = store.indexes[prop];
    if (tree?.type !== 'Radix') continue;
    const weight = boost[prop] ?? 1;
    const avg = store.avgFieldLength[prop] ?? 0;
    const lengths = store.fieldLengths[prop] ?? {};
    const occurrences = store.tokenOccurrences[prop] ?? {};
    for (const word of words) {
      const node = wordNode(tree.node, word);
      if (!node) continue;
      const n = occurrences[word] ?? 0;
      const idf = Math.log(1 + (docsCount - n + 0.5) / (n + 0.5));
      for (const id of node.d) {
        if (allowed && !allowed.has(id)) continue;
        const length = lengths[id] ?? NaN;
        // Orama's tf is the word's count over the field's length, and a path's document holds each word once.
        const tf = 1 / length;
        const bm25 = (idf * (D + tf * (K + 1))) / (tf + K * (1 - B + (B * length) / avg));
        if (sums[id] === 0) touched.push(id);
        sums[id] = (sums[id] ?? 0) + bm25 * weight;
      }
    }
  }
  const top = best(touched, sums, limit);
  for (const id of touched) sums[id] = 0;
  return { top, count: touched.length };
}

/** The `limit` highest-scoring ids, ties by id (Orama's order), without sorting all of them. */
function best(ids: number[], sums: Float64Array, limit: number): Array<[number, number]> {
  let kept = ids;
  if (ids.length > limit) {
    const values = new Float64Array(ids.length);
    for (let i = 0; i < ids.length; i++) values[i] = sums[ids[i] ?? 0] ?? 0;
    const floor = kthLargest(values, limit);
    kept = ids.filter((id) => (sums[id] ?? 0) >= floor);
  }
  const top = kept.map((id): [number, number] => [id, sums[id] ?? 0]);
  top.sort((a, b) => (b[1] === a[1] ? a[0] - b[0] : descending(a[1], b[1])));
  return top.length > limit ? top.slice(0, limit) : top;
}

/** The k-th largest of `values` (1-based; reorders them): quickselect, linear on average. */
function kthLargest(values: Float64Array, k: number): number {
  const target = values.length - k;
  let lo = 0;
  let hi = values.length - 1;
  while (lo < hi) {
    const pivot = values[(lo + hi) >>> 1] ?? 0;
    let i = lo;
    let j = hi;
    while (i <= j) {
      while ((values[i] ?? 0) < pivot) i++;
      while ((values[j] ?? 0) > pivot) j--;
      if (i <= j) {
        const t = values[i] ?? 0;
        values[i++] = values[j] ?? 0;
        values[j--] = t;
      }
    }
    if (target <= j) hi = j;
    else if (target >= i) lo = i;
    else break;
  }
  return values[target] ?? 0;
}
