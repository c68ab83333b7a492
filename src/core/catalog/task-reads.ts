// A task is a read before a write: the reads a whole request needs first (look a name up, list the collection whose
// item it writes to) are moved up into sight after ranking.
import type { Entry } from './entries';
import type { ParsedQuery } from './query';
import { splitWords, termsOfWords } from './text';

/** Rank at which the best lookup read stands at the latest when the query names something (0-based). */
const LOOKUP_SLOT = 1;
/** Rank at which the best read stands at the latest when a task sentence asks to write. */
const READ_SLOT = 2;
const WRITES = new Set(['create', 'update', 'delete', 'act']);

/** The needed reads are never buried: each named kind's lookup, then the list a write needs its item's id from. */
/** An operation in a ranking: its score and whether it counts as a match. */
export interface RankedEntry {
  e: Entry;
  s: number;
  relevant: boolean;
}

export function keepReadsInSight(ranked: RankedEntry[], q: ParsedQuery, entries: Entry[]): void {
  const emails = q.values.some((v) => v.kind === 'email');
  if (q.values.some((v) => v.kind !== 'id')) {
    const finds = (e: Entry): boolean => e.lookup > 0 || (emails && e.byMail);
    // Each named kind of thing ("customer John Doe", "the Ops team") gets its own lookup, the first named first.
    let placed = false;
    for (const noun of [...q.nameNouns].reverse()) {
      placed = promote(ranked, (r) => finds(r.e) && collectionTerms(r.e.op.path).has(noun), LOOKUP_SLOT) || placed;
    }
    // An email finds a person or account by the reads that take one, before any other search.
    if (!placed && !(emails && promote(ranked, (r) => r.e.byMail, LOOKUP_SLOT))) promote(ranked, (r) => finds(r.e), LOOKUP_SLOT);
  }
  if (q.intent === undefined || !WRITES.has(q.intent)) return;
  const write = ranked.slice(0, READ_SLOT + 1).find((r) => r.e.op.method !== 'get');
  const parent = write !== undefined ? parentList(entries, write.e.op.path) : undefined;
  if (write !== undefined && parent !== undefined) {
    const at = ranked.findIndex((r) => r.e === parent);
    // Not among the candidates: it joins the page in the write's company.
    if (at < 0) ranked.splice(READ_SLOT, 0, { ...write, e: parent });
    else promote(ranked, (r) => r.e === parent, READ_SLOT);
    return;
  }
  promote(ranked, (r) => r.e.op.method === 'get', READ_SLOT);
}

const readsByPath = new WeakMap<Entry[], Map<string, Entry>>();

function reads(entries: Entry[]): Map<string, Entry> {
  let byPath = readsByPath.get(entries);
  if (byPath) return byPath;
  byPath = new Map();
  for (const e of entries) if (e.op.method === 'get' && !byPath.has(e.op.path)) byPath.set(e.op.path, e);
  readsByPath.set(entries, byPath);
  return byPath;
}

/**
 * The read that lists the items a path's last {param} picks from: POST /lists/{id}/tasks → GET /lists; when that
 * path has no GET, the parameter-free GET whose path ends in the same collection (/playlists/{id}/tracks → /me/playlists).
 */
export function parentList(entries: Entry[], path: string): Entry | undefined {
  const at = path.lastIndexOf('/{');
  if (at <= 0) return undefined;
  const prefix = path.slice(0, at);
  const byPath = reads(entries);
  const exact = byPath.get(prefix);
  if (exact !== undefined) return exact;
  const collection = prefix.slice(prefix.lastIndexOf('/'));
  if (collection.length <= 1 || collection.includes('{')) return undefined;
  let best: Entry | undefined;
  for (const [p, e] of byPath) {
    if (p.endsWith(collection) && !p.includes('{') && (best === undefined || e.segments < best.segments)) best = e;
  }
  return best;
}

/** Terms of the path's literal segments that are not followed by an {id}: what the operation finds or lists. */
export function collectionTerms(path: string): Set<string> {
  const segments = path.split('/').filter((seg) => seg !== '');
  const out = new Set<string>();
  segments.forEach((seg, i) => {
    if (seg.startsWith('{') || segments[i + 1]?.startsWith('{')) return;
    for (const t of termsOfWords(splitWords(seg))) out.add(t);
  });
  return out;
}

/** Moves the first item `pick` accepts up to `slot` if it stands lower; false when there is none. */
function promote<T>(ranked: T[], pick: (r: T) => boolean, slot: number): boolean {
  const at = ranked.findIndex(pick);
  if (at < 0) return false;
  if (at <= slot) return true;
  const [item] = ranked.splice(at, 1);
  if (item !== undefined) ranked.splice(slot, 0, item);
  return true;
}
