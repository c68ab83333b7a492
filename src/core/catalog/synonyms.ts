// Synonym folding (applied to documents and queries alike) and verb → intent classification.

/** What a query (or an operation) wants to do. `list` and `get` fold to one index term but rank differently. */
export type Intent = 'list' | 'get' | 'create' | 'delete' | 'update' | 'search';

const VERBS: Record<Intent, string[]> = {
  list: ['list', 'lists', 'listing', 'enumerate', 'browse', 'all'],
  get: ['get', 'gets', 'fetch', 'fetches', 'retrieve', 'retrieves', 'show', 'shows', 'find', 'finds', 'read', 'reads',
    'view', 'views', 'return', 'returns', 'obtain', 'display', 'describe', 'describes'],
  create: ['create', 'creates', 'add', 'adds', 'new', 'make', 'makes', 'post', 'posts', 'insert', 'inserts',
    'register', 'registers', 'send', 'sends', 'submit', 'submits'],
  delete: ['delete', 'deletes', 'remove', 'removes', 'destroy', 'destroys', 'erase', 'purge', 'del', 'drop',
    'unset', 'discard'],
  update: ['update', 'updates', 'edit', 'edits', 'change', 'changes', 'modify', 'modifies', 'patch', 'set', 'sets',
    'rename', 'alter', 'replace', 'replaces', 'upsert'],
  search: ['search', 'searches', 'query', 'lookup'],
};

/** Index term each verb folds to. */
const VERB_TERM: Record<Intent, string> = {
  list: 'get',
  get: 'get',
  create: 'create',
  delete: 'delete',
  update: 'update',
  search: 'search',
};

/** Words with one meaning spelled several ways (abbreviations, "my" = the authenticated user). */
const NOUNS: Record<string, string[]> = {
  repo: ['repo', 'repos', 'repository', 'repositories'],
  org: ['org', 'orgs', 'organization', 'organizations', 'organisation', 'organisations'],
  config: ['config', 'configs', 'configuration', 'configurations'],
  info: ['info', 'information'],
  app: ['app', 'apps', 'application', 'applications'],
  me: ['me', 'my', 'mine', 'myself', 'authenticated'],
  current: ['current', 'latest', 'newest', 'recent', 'most recent'],
  stat: ['stat', 'stats', 'statistic', 'statistics'],
  admin: ['admin', 'admins', 'administrator', 'administrators'],
  image: ['image', 'images', 'img', 'picture', 'pictures', 'pic', 'photo', 'photos'],
  mail: ['mail', 'mails', 'email', 'emails', 'e-mail'],
  pull: ['pr', 'prs'],
  track: ['track', 'tracks', 'song', 'songs'],
  id: ['id', 'ids', 'identifier', 'identifiers'],
  auth: ['auth', 'authentication', 'authorization', 'authorisation'],
  doc: ['doc', 'docs', 'document', 'documents', 'documentation'],
  env: ['env', 'envs', 'environment', 'environments'],
  spec: ['spec', 'specs', 'specification'],
  msg: ['msg', 'msgs'],
};

const WORD_TERM = new Map<string, string>();
const WORD_INTENT = new Map<string, Intent>();

for (const [intent, words] of Object.entries(VERBS) as Array<[Intent, string[]]>) {
  for (const w of words) {
    if (!WORD_TERM.has(w)) WORD_TERM.set(w, VERB_TERM[intent]);
    if (!WORD_INTENT.has(w)) WORD_INTENT.set(w, intent);
  }
}
for (const [canonical, words] of Object.entries(NOUNS)) {
  for (const w of words) WORD_TERM.set(w, canonical);
}
// "all" is a list hint for intent, not an index term; "msg" is a plain abbreviation of message.
WORD_TERM.delete('all');
WORD_TERM.set('msg', 'messag');
WORD_TERM.set('msgs', 'messag');

/** Canonical index term for a word (or its stem), if it belongs to a synonym group. */
export function canonicalWord(word: string): string | undefined {
  return WORD_TERM.get(word);
}

/** The intent a raw (lower-case) word expresses, if it is an action verb. */
export function verbIntent(word: string): Intent | undefined {
  return WORD_INTENT.get(word);
}

export const VERB_TERMS: ReadonlySet<string> = new Set(Object.values(VERB_TERM));
