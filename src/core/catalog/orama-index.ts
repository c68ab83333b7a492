// Orama full-text index over catalog entries. Entries arrive already normalized (split, stemmed, synonym-folded),
// so the tokenizer only splits on spaces; name, path and summary terms are repeated to weigh more in BM25.
import { create, insertMultiple, search } from '@orama/orama';
import type { Orama, Tokenizer } from '@orama/orama';
import type { Entry } from './entries';

const schema = {
  text: 'string',
  tagKeys: 'enum[]',
} as const;

export type OpsDb = Orama<typeof schema>;

const BATCH = 500;

function tokenizer(): Tokenizer {
  // The trailing mark turns Orama's prefix lookup into an exact one.
  return {
    language: 'english',
    normalizationCache: new Map(),
    tokenize: (raw: string) => raw.split(' ').filter((t) => t.length > 0).map((t) => `${t}~`),
  };
}

/** One space-separated term string per entry: title-like fields twice, the rest once. */
export function indexText(e: Entry): string {
  const title = [...e.termSets.name, ...e.termSets.path, ...e.termSets.summary].join(' ');
  const rest = [...e.termSets.tags, ...e.termSets.params].join(' ');
  return `${title} ${title} ${rest}`;
}

const yieldNow = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Operations are split over several Orama databases of SHARD_SIZE documents: Orama's posting-list merge is
 * quadratic in the number of documents per term, which dominates on Microsoft Graph (11k operations).
 */
const SHARD_SIZE = Number(process.env.SHARD ?? 1000);

export interface OpsIndex {
  shards: Array<{ db: OpsDb; offset: number; size: number }>;
  total: number;
}

/** Builds the index in batches, yielding to the event loop between them so a tab (or worker) stays responsive. */
export async function buildIndex(entries: Entry[], onProgress?: (done: number) => void): Promise<OpsIndex> {
  const shards: OpsIndex['shards'] = [];
  for (let offset = 0; offset < entries.length || shards.length === 0; offset += SHARD_SIZE) {
    const db = create({ schema, components: { tokenizer: tokenizer() } });
    const end = Math.min(offset + SHARD_SIZE, entries.length);
    for (let start = offset; start < end; start += BATCH) {
      const docs = entries.slice(start, Math.min(start + BATCH, end)).map((e, i) => ({
        id: String(start + i),
        text: indexText(e),
        tagKeys: e.tagKeys,
      }));
      await insertMultiple(db, docs, BATCH);
      onProgress?.(Math.min(start + BATCH, end));
      if (start + BATCH < entries.length) await yieldNow();
    }
    shards.push({ db, offset, size: end - offset });
  }
  return { shards, total: entries.length };
}

export interface Candidate {
  index: number;
  bm25: number;
}

/** Orama BM25 candidates for normalized terms, optionally restricted to tags (lower-case). */
export function candidates(
  index: OpsIndex,
  queryTerms: string[],
  limit: number,
  tagKeys?: string[],
): { hits: Candidate[]; count: number } {
  const perShard = index.shards.length === 1 ? limit : Math.max(Number(process.env.PS ?? 40), Math.ceil((2 * limit) / index.shards.length));
  const hits: Candidate[] = [];
  let count = 0;
  for (const { db } of index.shards) {
    const result = search(db, {
      term: queryTerms.join(' '),
      properties: ['text'],
      limit: perShard,
      threshold: 1,
      ...(tagKeys && tagKeys.length > 0 ? { where: { tagKeys: { containsAny: tagKeys } } } : {}),
    });
    if (result instanceof Promise) throw new Error('Orama search unexpectedly async');
    count += result.count;
    for (const h of result.hits) hits.push({ index: Number(h.id), bm25: h.score });
  }
  if (index.shards.length > 1) hits.sort((a, b) => b.bm25 - a.bm25);
  return { hits: hits.slice(0, limit), count };
}
