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

/** Builds the index in batches, yielding to the event loop between them so a tab (or worker) stays responsive. */
export async function buildIndex(entries: Entry[], onProgress?: (done: number) => void): Promise<OpsDb> {
  const db = create({ schema, components: { tokenizer: tokenizer() } });
  for (let start = 0; start < entries.length; start += BATCH) {
    const docs = entries.slice(start, start + BATCH).map((e, i) => ({
      id: String(start + i),
      text: indexText(e),
      tagKeys: e.tagKeys,
    }));
    await insertMultiple(db, docs, BATCH);
    onProgress?.(Math.min(start + BATCH, entries.length));
    if (start + BATCH < entries.length) await yieldNow();
  }
  return db;
}

export interface Candidate {
  index: number;
  bm25: number;
}

/** Orama BM25 candidates for normalized terms, optionally restricted to tags (lower-case). */
export function candidates(
  db: OpsDb,
  queryTerms: string[],
  limit: number,
  tagKeys?: string[],
): { hits: Candidate[]; count: number } {
  const result = search(db, {
    term: queryTerms.join(' '),
    properties: ['text'],
    limit,
    threshold: 1,
    ...(tagKeys && tagKeys.length > 0 ? { where: { tagKeys: { containsAny: tagKeys } } } : {}),
  });
  if (result instanceof Promise) throw new Error('Orama search unexpectedly async');
  return {
    hits: result.hits.map((h) => ({ index: Number(h.id), bm25: h.score })),
    count: result.count,
  };
}
