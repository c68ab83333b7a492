// Per-operation search entry: the text fields fed to Orama plus the features our reranker reads.
import type { OperationInfo } from '../spec/types';
import type { Intent } from './synonyms';
import { verbIntent } from './synonyms';
import { firstSentence, plainText, splitWords, stem, terms } from './text';

export type Field = 'name' | 'path' | 'summary' | 'tags' | 'description' | 'params';

export interface Entry {
  op: OperationInfo;
  /** One line for the model: the summary, else the description's first sentence. */
  line: string;
  /** Raw text per field, as indexed by Orama. */
  text: Record<Field, string>;
  /** Index terms per field, for reranking. */
  termSets: Record<Field, Set<string>>;
  /** Distinct terms of path + name: what the operation is "about". */
  core: Set<string>;
  /** Stemmed but not synonym-folded words of name, path and summary: lets "send" prefer send over create. */
  plainWords: Set<string>;
  action: Intent;
  /** Last path segment is a {param}: the operation addresses one item. */
  isItem: boolean;
  pathParams: number;
  segments: number;
  tagKeys: string[];
}

const DESCRIPTION_CHARS = 300;
// Action words that are not query verbs but mark single-item reads in RPC-style APIs (Slack users.info).
const ITEM_READ_WORDS = new Set(['info', 'details', 'detail']);

/** Literal path words without {params}: "/repos/{owner}/{repo}/issues" → "repos issues". */
export function pathWords(path: string): string {
  return path.replace(/\{[^}]*\}/g, ' ').replace(/[^a-zA-Z0-9]+/g, ' ').trim();
}

/** First action verb: the summary's first word, else a verb in the operationId (not just the HTTP method's name). */
function explicitAction(op: OperationInfo, line: string): { intent?: Intent; after: string[] } {
  const first = splitWords(line)[0];
  const fromLine = first === undefined ? undefined : verbIntent(first);
  const idWords = splitWords(op.operationId ?? op.name);
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

function deriveAction(op: OperationInfo, line: string, isItem: boolean): Intent {
  const { intent, after } = explicitAction(op, line);
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

export function buildEntry(op: OperationInfo): Entry {
  const description = plainText(op.description ?? '');
  const line = firstSentence(op.summary?.trim() ? op.summary : (op.description ?? ''));
  const text: Record<Field, string> = {
    name: op.operationId ?? op.name,
    path: pathWords(op.path),
    summary: op.summary?.trim() ? plainText(op.summary) : firstSentence(description, 200),
    tags: op.tags.join(' '),
    description: description.slice(0, DESCRIPTION_CHARS),
    params: op.parameters.map((p) => p.name).join(' '),
  };
  const termSets = {} as Record<Field, Set<string>>;
  for (const field of Object.keys(text) as Field[]) termSets[field] = new Set(terms(text[field]));
  const segmentsList = op.path.split('/').filter((s) => s.length > 0);
  const last = segmentsList[segmentsList.length - 1] ?? '';
  const isItem = /\{[^}]*\}\)?$/.test(last);
  return {
    op,
    line,
    text,
    termSets,
    core: new Set([...termSets.path, ...termSets.name]),
    plainWords: new Set(splitWords(`${text.name} ${text.path} ${text.summary}`).map(stem)),
    action: deriveAction(op, line, isItem),
    isItem,
    pathParams: (op.path.match(/\{[^}]*\}/g) ?? []).length,
    segments: segmentsList.length,
    tagKeys: op.tags.map((t) => t.toLowerCase()),
  };
}
