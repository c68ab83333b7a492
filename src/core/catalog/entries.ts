// Per-operation search entry: the text fields fed to Orama plus the features our reranker reads.
import type { OperationInfo } from '../openapi/types';
import type { Intent } from './synonyms';
import { VERB_TERMS, verbIntent } from './synonyms';
import { firstSentence, firstSentenceOfPlain, plainText, splitWords, stemCached, terms, termsOfWords } from './text';

export type Field = 'name' | 'path' | 'summary' | 'tags' | 'description' | 'params';

/** Bit per field in Entry.terms masks. */
export const FIELD_BIT: Record<Field, number> = { name: 1, path: 2, summary: 4, tags: 8, description: 16, params: 32 };
const FIELDS = Object.keys(FIELD_BIT) as Field[];
/** Path and name: what the operation is "about". */
export const CORE_BITS = FIELD_BIT.name | FIELD_BIT.path;

export interface Entry {
  op: OperationInfo;
  /** One line for the model: the summary, else the description's first sentence. */
  line: string;
  /** Index term → bit mask of the fields it occurs in (one Map instead of a Set per field: Graph has 11k entries). */
  terms: Map<string, number>;
  /** Terms of path and name. */
  coreTerms: string[];
  /** Summary terms other than the folded verbs. */
  summaryTerms: string[];
  /** " word word … ": stemmed, unfolded words of name, path and summary, so "send" can prefer send over create. */
  plain: string;
  action: Intent;
  /** Last path segment is a {param}: the operation addresses one item. */
  isItem: boolean;
  pathParams: number;
  segments: number;
  tagKeys: string[];
  /** How directly a read finds things by name or text: 1 a search operation, 0.5 a read with a search/q/name parameter. */
  lookup: number;
  /** A read that takes an email (users.lookupByEmail, ?email=). */
  byMail: boolean;
}

const DESCRIPTION_CHARS = 300;
/** Raw characters cleaned first; most descriptions give DESCRIPTION_CHARS of plain text from this many. */
const RAW_FIRST_CHARS = 450;
const RAW_DESCRIPTION_CHARS = 1200;
// Action words that are not query verbs but mark single-item reads in RPC-style APIs (Slack users.info).
const ITEM_READ_WORDS = new Set(['info', 'details', 'detail']);

/** Literal path words without {params}: "/repos/{owner}/{repo}/issues" → "repos issues". */
export function pathWords(path: string): string {
  return path.replace(/\{[^}]*\}/g, ' ').replace(/[^a-zA-Z0-9]+/g, ' ').trim();
}

/**
 * First action verb: the summary's first word, else a verb in the operationId (not just the HTTP method's name).
 * `idWords`: the words of the operationId (else the name).
 */
function explicitAction(op: OperationInfo, line: string, idWords: string[]): { intent?: Intent; after: string[] } {
  const first = splitWords(line)[0];
  const fromLine = first === undefined ? undefined : verbIntent(first);
  const at = idWords.findIndex((w) => verbIntent(w) !== undefined || ITEM_READ_WORDS.has(w));
  const after = at >= 0 ? idWords.slice(at + 1) : idWords;
  if (fromLine !== undefined) return { intent: fromLine, after };
  const w = at >= 0 ? idWords[at] : undefined;
  // "PostProductsId": a verb that only repeats the HTTP method says nothing.
  if (w === undefined || w === op.method) return { after };
  return { intent: ITEM_READ_WORDS.has(w) ? 'get' : verbIntent(w), after };
}

function isPluralWord(word: string): boolean {
  return word.length > 3 && word.endsWith('s') && !/(ss|us|is|news)$/.test(word);
}

function deriveAction(op: OperationInfo, line: string, idWords: string[], isItem: boolean): Intent {
  const { intent, after } = explicitAction(op, line, idWords);
  if (op.method === 'get') {
    if (intent === 'search' || intent === 'list') return intent;
    if (isItem) return 'get';
    const literals = op.path.split('/').filter((s) => s && !s.startsWith('{'));
    const lastWords = splitWords(literals[literals.length - 1] ?? '');
    const lastWord = lastWords[lastWords.length - 1] ?? '';
    return after.some(isPluralWord) || isPluralWord(lastWord) ? 'list' : 'get';
  }
  if (intent !== undefined && intent !== 'get' && intent !== 'list') return intent;
  if (op.method === 'delete') return 'delete';
  if (op.method === 'put' || op.method === 'patch') return 'update';
  if (op.method === 'post') return intent ?? 'create';
  return intent ?? 'get';
}

/** Plain text of a description's start. Only the start is indexed: cleaning megabytes of Graph prose is wasted work. */
function descriptionStart(raw: string): string {
  const first = plainText(raw.slice(0, RAW_FIRST_CHARS));
  if (first.length >= DESCRIPTION_CHARS || raw.length <= RAW_FIRST_CHARS) return first;
  // Markup (links, HTML) took the room: clean more.
  return plainText(raw.slice(0, RAW_DESCRIPTION_CHARS));
}

const hasSummary = (op: OperationInfo): boolean => Boolean(op.summary?.trim());

/** Index terms of the parameters a read finds things by: search text or a name. */
const LOOKUP_PARAMS = termsOfWords(['search', 'q', 'name']);
const MAIL = termsOfWords(['email'])[0] ?? 'mail';

function lookupLevel(op: OperationInfo, action: Intent, terms: Map<string, number>): number {
  if (action === 'search' && (op.method === 'get' || op.method === 'post')) return 1;
  if (op.method !== 'get') return 0;
  if ((terms.get('search') ?? 0) & CORE_BITS) return 1;
  return LOOKUP_PARAMS.some((t) => (terms.get(t) ?? 0) & FIELD_BIT.params) ? 0.5 : 0;
}

/**
 * `deferDescription`: when the operation has a summary, its description is read only for the reranker's terms, so
 * leave them out here; addDescriptionTerms adds exactly those terms later (the spec is shown sooner).
 */
export function buildEntry(op: OperationInfo, deferDescription = false): Entry {
  const summary = hasSummary(op) ? op.summary : undefined;
  const description = deferDescription && summary !== undefined ? '' : descriptionStart(op.description ?? '');
  const plainSummary = summary !== undefined ? plainText(summary) : firstSentence(description, 200);
  const line = summary !== undefined ? firstSentenceOfPlain(plainSummary) : firstSentence(description);
  // Each field split once: the words feed the index terms, `plain` and the action.
  const words: Record<Field, string[]> = {
    name: splitWords(op.operationId ?? op.name),
    path: splitWords(pathWords(op.path)),
    summary: splitWords(plainSummary),
    tags: splitWords(op.tags.join(' ')),
    description: splitWords(description.slice(0, DESCRIPTION_CHARS)),
    params: splitWords(op.parameters.map((p) => p.name).join(' ')),
  };
  const termMasks = new Map<string, number>();
  for (const field of FIELDS) {
    const bit = FIELD_BIT[field];
    for (const t of termsOfWords(words[field])) termMasks.set(t, (termMasks.get(t) ?? 0) | bit);
  }
  const { coreTerms, summaryTerms } = termGroups(termMasks);
  const segmentsList = op.path.split('/').filter((s) => s.length > 0);
  const last = segmentsList[segmentsList.length - 1] ?? '';
  const isItem = /\{[^}]*\}\)?$/.test(last);
  const action = deriveAction(op, line, words.name, isItem);
  return {
    op,
    line,
    terms: termMasks,
    coreTerms,
    summaryTerms,
    plain: ` ${[...words.name, ...words.path, ...words.summary].map(stemCached).join(' ')} `,
    action,
    isItem,
    pathParams: (op.path.match(/\{[^}]*\}/g) ?? []).length,
    segments: segmentsList.length,
    tagKeys: op.tags.map((t) => t.toLowerCase()),
    lookup: lookupLevel(op, action, termMasks),
    byMail: op.method === 'get' && ((termMasks.get(MAIL) ?? 0) & (CORE_BITS | FIELD_BIT.params)) !== 0,
  };
}

/** An entry's core and summary terms from its term masks (description terms, added later, are in neither). */
export function termGroups(termMasks: Map<string, number>): Pick<Entry, 'coreTerms' | 'summaryTerms'> {
  // forEach, not [...map] with destructuring: this runs once per operation, mostly before the JIT has warmed up.
  const coreTerms: string[] = [];
  const summaryTerms: string[] = [];
  termMasks.forEach((mask, t) => {
    if (mask & CORE_BITS) coreTerms.push(t);
    if (mask & FIELD_BIT.summary && !VERB_TERMS.has(t)) summaryTerms.push(t);
  });
  return { coreTerms, summaryTerms };
}

/** True when buildEntry(op, true) left the description's terms for addDescriptionTerms. */
export function descriptionDeferred(entry: Entry): boolean {
  return hasSummary(entry.op) && Boolean(entry.op.description);
}

/** The description terms buildEntry(op, true) left out (a no-op for entries built with them). */
export function addDescriptionTerms(entry: Entry): void {
  const bit = FIELD_BIT.description;
  for (const t of terms(descriptionStart(entry.op.description ?? '').slice(0, DESCRIPTION_CHARS))) {
    entry.terms.set(t, (entry.terms.get(t) ?? 0) | bit);
  }
}
