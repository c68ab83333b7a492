// Questions a server asks in the middle of a tool call, whatever the protocol revision that carried them
// (2025-11-25: an `elicitation/create` request; 2026-07-28: an `input_required` result): what is asked, the form's
// fields read from the requested schema, the checks of an answer against it, and the handler the page answers with.
// Hand-written rather than Ajv: a flat form of primitives needs a message per field, and the dialog must stay small.

/** One field of a form question (the requested schema allows only flat primitive properties). */
export type QuestionField = { name: string; title: string; description?: string; required: boolean } & (
  | { kind: 'text'; format?: 'email' | 'uri' | 'date' | 'date-time'; minLength?: number; maxLength?: number; default?: string }
  | { kind: 'number'; integer: boolean; minimum?: number; maximum?: number; default?: number }
  | { kind: 'boolean'; default?: boolean }
  | { kind: 'choice'; options: Array<{ value: string; label: string }>; multiple: false; default?: string }
  | { kind: 'choice'; options: Array<{ value: string; label: string }>; multiple: true; minItems?: number; maxItems?: number; default?: string[] }
);

export type AnswerValue = string | number | boolean | string[];
export type AnswerContent = Record<string, AnswerValue>;

/** What a server asks mid-call: a form to fill in, or a page for the user to open (its URL) and then confirm. */
export type McpQuestion = {
  /** The server's name, as its tools are named. */
  server: string;
  /** The tool whose call asked, when the page knows it. */
  tool?: string;
  message: string;
  /** The server's id for the question (URL mode's elicitationId), when it gave one. */
  id?: string;
} & ({ mode: 'form'; fields: QuestionField[] } | { mode: 'url'; url: string });

export type McpAnswer = { action: 'accept'; content?: AnswerContent } | { action: 'decline' } | { action: 'cancel' };

/** Answers one question; `signal` aborts when nobody is left to read the answer (the run stopped, the call ended). */
export type QuestionHandler = (question: McpQuestion, signal: AbortSignal) => Promise<McpAnswer>;

const FORMATS = new Set(['email', 'uri', 'date', 'date-time']);
const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);
const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
const strings = (v: unknown): string[] | undefined => (Array.isArray(v) && v.every((s) => typeof s === 'string') ? v : undefined);

/** Titled options (`oneOf`/`anyOf` of `{const, title}`), plain `enum` (with the legacy `enumNames`), or null. */
function optionsOf(s: Record<string, unknown>): Array<{ value: string; label: string }> | null {
  const titled = Array.isArray(s.oneOf) ? s.oneOf : Array.isArray(s.anyOf) ? s.anyOf : null;
  if (titled) {
    const out = titled.map((o: unknown) => (o && typeof o === 'object' ? o as Record<string, unknown> : {}));
    if (!out.every((o) => typeof o.const === 'string')) return null;
    return out.map((o) => ({ value: o.const as string, label: str(o.title) ?? (o.const as string) }));
  }
  const values = strings(s.enum);
  if (!values) return null;
  const names = strings(s.enumNames);
  return values.map((value, i) => ({ value, label: names?.[i] ?? value }));
}

function fieldOf(name: string, raw: unknown, required: boolean): QuestionField | string {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return `${name} is not a schema`;
  const s = raw as Record<string, unknown>;
  const description = str(s.description);
  const base = { name, title: str(s.title) ?? name, required, ...(description ? { description } : {}) };
  const bounded = <K extends string>(keys: readonly K[]) => Object.fromEntries(keys.flatMap((k) => (num(s[k]) === undefined ? [] : [[k, num(s[k])]]))) as Partial<Record<K, number>>;
  if (s.type === 'array') {
    const items = s.items && typeof s.items === 'object' ? optionsOf(s.items as Record<string, unknown>) : null;
    if (!items) return `${name}: an array must list its choices (items.enum or items.anyOf)`;
    const dflt = strings(s.default);
    return { ...base, kind: 'choice', multiple: true, options: items, ...bounded(['minItems', 'maxItems'] as const), ...(dflt ? { default: dflt } : {}) };
  }
  if (s.type === 'string' && (s.enum !== undefined || s.oneOf !== undefined)) {
    const options = optionsOf(s);
    if (!options) return `${name}: its choices must be strings`;
    const dflt = str(s.default);
    return { ...base, kind: 'choice', multiple: false, options, ...(dflt !== undefined ? { default: dflt } : {}) };
  }
  if (s.type === 'string') {
    const format = str(s.format);
    const dflt = str(s.default);
    return {
      ...base, kind: 'text', ...(format && FORMATS.has(format) ? { format: format as 'email' } : {}), ...bounded(['minLength', 'maxLength'] as const),
      ...(dflt !== undefined ? { default: dflt } : {}),
    };
  }
  if (s.type === 'number' || s.type === 'integer') {
    const dflt = num(s.default);
    return { ...base, kind: 'number', integer: s.type === 'integer', ...bounded(['minimum', 'maximum'] as const), ...(dflt !== undefined ? { default: dflt } : {}) };
  }
  if (s.type === 'boolean') return { ...base, kind: 'boolean', ...(typeof s.default === 'boolean' ? { default: s.default } : {}) };
  return `${name}: type ${JSON.stringify(s.type ?? null)} is not a string, number, integer, boolean or list of choices`;
}

/** The form a requested schema describes, or why it is not one (only an object of flat primitive properties is). */
export function formOf(schema: unknown): { ok: true; fields: QuestionField[] } | { ok: false; error: string } {
  const s = schema && typeof schema === 'object' ? schema as Record<string, unknown> : null;
  if (!s || s.type !== 'object' || !s.properties || typeof s.properties !== 'object') return { ok: false, error: 'the requested schema is not an object with properties' };
  const required = new Set(strings(s.required) ?? []);
  const fields: QuestionField[] = [];
  for (const [name, prop] of Object.entries(s.properties as Record<string, unknown>)) {
    const field = fieldOf(name, prop, required.has(name));
    if (typeof field === 'string') return { ok: false, error: field };
    fields.push(field);
  }
  return { ok: true, fields };
}

/** The form as first shown: each field's default (what Accept sends for a field left as it is). */
export function defaultsOf(fields: readonly QuestionField[]): AnswerContent {
  return Object.fromEntries(fields.flatMap((f) => (f.default === undefined ? [] : [[f.name, f.default]])));
}

/** The URL `v` names, or null (URL.canParse is newer than the libs this builds against). */
function parsed(v: string): URL | null {
  try {
    return new URL(v);
  } catch {
    return null;
  }
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

function formatProblem(format: string | undefined, v: string): string | null {
  if (format === 'email' && !EMAIL.test(v)) return 'must be an email address';
  if (format === 'uri' && !parsed(v)) return 'must be a URL';
  if (format === 'date' && (!DATE.test(v) || Number.isNaN(Date.parse(v)))) return 'must be a date (YYYY-MM-DD)';
  if (format === 'date-time' && (!DATE_TIME.test(v) || Number.isNaN(Date.parse(v)))) return 'must be a date and time (e.g. 2026-12-06T13:00:00Z)';
  return null;
}

/** One field's value as the server asked for it, or what is wrong with it. A number may come as the text typed. */
function checkField(f: QuestionField, v: unknown): { value: AnswerValue } | { problem: string } {
  switch (f.kind) {
    case 'text': {
      if (typeof v !== 'string') return { problem: 'must be text' };
      if (f.minLength !== undefined && v.length < f.minLength) return { problem: `must be at least ${f.minLength} characters` };
      if (f.maxLength !== undefined && v.length > f.maxLength) return { problem: `must be at most ${f.maxLength} characters` };
      const problem = formatProblem(f.format, v);
      return problem ? { problem } : { value: v };
    }
    case 'number': {
      const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
      if (typeof n !== 'number' || !Number.isFinite(n)) return { problem: 'must be a number' };
      if (f.integer && !Number.isInteger(n)) return { problem: 'must be a whole number' };
      if (f.minimum !== undefined && n < f.minimum) return { problem: `must be at least ${f.minimum}` };
      if (f.maximum !== undefined && n > f.maximum) return { problem: `must be at most ${f.maximum}` };
      return { value: n };
    }
    case 'boolean':
      return typeof v === 'boolean' ? { value: v } : { problem: 'must be yes or no' };
    case 'choice': {
      const allowed = new Set(f.options.map((o) => o.value));
      if (!f.multiple) return typeof v === 'string' && allowed.has(v) ? { value: v } : { problem: 'must be one of the choices' };
      const picked = strings(v);
      if (!picked || !picked.every((p) => allowed.has(p))) return { problem: 'must be among the choices' };
      if (f.minItems !== undefined && picked.length < f.minItems) return { problem: `pick at least ${f.minItems}` };
      if (f.maxItems !== undefined && picked.length > f.maxItems) return { problem: `pick at most ${f.maxItems}` };
      return { value: picked };
    }
  }
}

const empty = (v: unknown): boolean => v === undefined || v === null || v === '';

/**
 * The content Accept sends: each field checked against the requested schema, a field left empty takes its default
 * (the schema's default is what the server asked to get then), unknown fields dropped. Else what is wrong, by field.
 */
export function checkAnswer(fields: readonly QuestionField[], given: Readonly<Record<string, unknown>>): { ok: true; content: AnswerContent } | { ok: false; problems: Record<string, string> } {
  const content: AnswerContent = {};
  const problems: Record<string, string> = {};
  for (const f of fields) {
    const v = empty(given[f.name]) ? f.default : given[f.name];
    if (empty(v)) {
      if (f.required) problems[f.name] = 'is required';
      continue;
    }
    const checked = checkField(f, v);
    if ('problem' in checked) problems[f.name] = checked.problem;
    else content[f.name] = checked.value;
  }
  return Object.keys(problems).length > 0 ? { ok: false, problems } : { ok: true, content };
}

/** A URL question's address when the page may show it as a link (http or https only), else null. */
export function questionUrl(raw: unknown): string | null {
  const url = typeof raw === 'string' ? parsed(raw) : null;
  return url && (url.protocol === 'https:' || url.protocol === 'http:') ? url.href : null;
}
