// Orama full-text index over catalog entries. Entries arrive already normalized (split, stemmed, synonym-folded),
// so the tokenizer only splits on spaces.
import { count, create, insertMultiple, load, save, search } from '@orama/orama';
import type { Orama, RawData, Tokenizer } from '@orama/orama';
import type { index as oramaIndex } from '@orama/orama/components';
import type { Entry } from './entries';
import { FIELD_BIT } from './entries';
import { exactSearch } from './orama-exact';

const schema = {
  title: 'string',
  extra: 'string',
  tagKeys: 'enum[]',
} as const;
const BOOST = { title: 2, extra: 1 };
const PROPERTIES: Array<'title' | 'extra'> = ['title', 'extra'];

export type OpsDb = Orama<typeof schema>;

const BATCH = 500;
const TITLE_BITS = FIELD_BIT.name | FIELD_BIT.path | FIELD_BIT.summary;
const EXTRA_BITS = FIELD_BIT.tags | FIELD_BIT.params;

const exactWord = (t: string) => `${t}~`;

function tokenizer(): Tokenizer {
  // The trailing mark turns Orama's prefix lookup into an exact one.
  return {
    language: 'english',
    normalizationCache: new Map(),
    tokenize: (raw: string) => raw.split(' ').filter((t) => t.length > 0).map(exactWord),
  };
}

/**
 * One Orama document per path (its operations share most words), holding distinct terms: name, path and summary as
 * the title; tags and parameter names as extra. Each term once: Orama's idf counts occurrences, so repeats would turn
 * common terms negative. Descriptions stay out (the reranker reads them): search time goes into posting lists.
 */
export function indexText(group: Entry[]): { title: string; extra: string } {
  const title = new Set<string>();
  const extra = new Set<string>();
  for (const e of group) {
    e.terms.forEach((mask, t) => {
      if (mask & TITLE_BITS) title.add(t);
      else if (mask & EXTRA_BITS) extra.add(t);
    });
  }
  for (const t of title) extra.delete(t);
  return { title: [...title].join(' '), extra: [...extra].join(' ') };
}

/** Lets queued messages (progress, a newer load) run; a message port, since nested timers are clamped to 4 ms. */
export function yieldNow(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof MessageChannel === 'undefined') {
      setTimeout(resolve, 0);
      return;
    }
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      channel.port2.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

export interface OpsIndex {
  db: OpsDb;
  /** Orama document id (path group) → entry indexes. */
  groups: number[][];
  /** Restored without Orama's term frequencies (see saveIndex): filled in before Orama's own search reads them. */
  frequenciesLater?: boolean;
}

/** Builds the index in batches, yielding to the event loop between them so a tab (or worker) stays responsive. */
export async function buildIndex(entries: Entry[], onProgress?: (done: number) => void): Promise<OpsIndex> {
  const byPath = new Map<string, number[]>();
  entries.forEach((e, i) => {
    const group = byPath.get(e.op.path);
    if (group) group.push(i);
    else byPath.set(e.op.path, [i]);
  });
  const groups = [...byPath.values()];
  const db = create({ schema, sort: { enabled: false }, components: { tokenizer: tokenizer() } });
  let indexed = 0;
  for (let start = 0; start < groups.length; start += BATCH) {
    const docs = groups.slice(start, start + BATCH).map((group, i) => {
      const members = group.map((at) => entries[at]).filter((e): e is Entry => e !== undefined);
      indexed += members.length;
      return { id: String(start + i), ...indexText(members), tagKeys: [...new Set(members.flatMap((e) => e.tagKeys))] };
    });
    await insertMultiple(db, docs, BATCH);
    onProgress?.(indexed);
    if (start + BATCH < groups.length) await yieldNow();
  }
  return { db, groups };
}

/** The index in a structured-clone-friendly form (Orama's own save format), for the spec cache. */
export interface SavedIndex {
  raw: RawData;
  groups: number[][];
}

/**
 * Without Orama's per-document term frequencies (Graph: 1.85 of the index's 4.5 MB, one object per document): only
 * Orama's own search reads them (a query without terms), and they follow from the documents (fillFrequencies).
 */
export function saveIndex(index: OpsIndex): SavedIndex {
  const raw = save(index.db);
  return { raw: { ...raw, index: { ...(raw.index as oramaIndex.Index), frequencies: {} } }, groups: index.groups };
}

export function loadIndex(saved: SavedIndex): OpsIndex {
  const db = create({ schema, sort: { enabled: false }, components: { tokenizer: tokenizer() } });
  load(db, saved.raw);
  return { db, groups: saved.groups, frequenciesLater: true };
}

/** Orama's term frequencies as its insert sets them: a word's count in the field over the field's word count. */
function fillFrequencies(index: OpsIndex): void {
  if (!index.frequenciesLater) return;
  index.frequenciesLater = false;
  const { db } = index;
  const docs = (db.data.docs as { docs: Record<number, Record<string, unknown> | undefined> }).docs;
  for (const prop of PROPERTIES) {
    const byDoc: Record<number, Record<string, number>> = {};
    for (const [id, doc] of Object.entries(docs)) {
      const text = doc?.[prop];
      if (typeof text !== 'string') continue;
      const words = db.tokenizer.tokenize(text, db.tokenizer.language, prop, false);
      const tf: Record<string, number> = {};
      for (const w of words) tf[w] = (tf[w] ?? 0) + 1;
      for (const w of Object.keys(tf)) tf[w] = (tf[w] ?? 0) / words.length;
      byDoc[Number(id)] = tf;
    }
    db.data.index.frequencies[prop] = byDoc;
  }
}

export interface Candidate {
  index: number;
  bm25: number;
}

/** Operations on the paths Orama ranks best (BM25) for normalized terms, optionally within tags (lower-case). `count`: matching paths. */
export function candidates(
  index: OpsIndex,
  queryTerms: string[],
  limit: number,
  tagKeys?: string[],
): { hits: Candidate[]; count: number; paths: number } {
  const where = tagKeys && tagKeys.length > 0 ? { tagKeys: { containsAny: tagKeys } } : undefined;
  const words = queryTerms.filter((t) => t.length > 0).map(exactWord);
  // No term: Orama's own search, which scores every path by all its words.
  if (words.length === 0) return oramaCandidates(index, limit, where);
  const { db } = index;
  const allowed = where && db.index.searchByWhereClause(db.data.index, db.tokenizer, where, undefined);
  const { top, count: matching } = exactSearch(db.data.index, count(db), words, PROPERTIES, BOOST, limit, allowed);
  const hits: Candidate[] = [];
  for (const [id, score] of top) {
    for (const at of index.groups[Number(db.internalDocumentIDStore.internalIdToId[id - 1])] ?? []) hits.push({ index: at, bm25: score });
  }
  return { hits, count: matching, paths: top.length };
}

function oramaCandidates(index: OpsIndex, limit: number, where: { tagKeys: { containsAny: string[] } } | undefined) {
  fillFrequencies(index);
  const result = search(index.db, { term: '', properties: PROPERTIES, boost: BOOST, limit, threshold: 1, ...(where ? { where } : {}) });
  if (result instanceof Promise) throw new Error('Orama search unexpectedly async');
  const hits: Candidate[] = [];
  for (const h of result.hits) for (const at of index.groups[Number(h.id)] ?? []) hits.push({ index: at, bm25: h.score });
  return { hits, count: result.count, paths: result.hits.length };
}
