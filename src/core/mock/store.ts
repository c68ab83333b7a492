// The mock's memory, one per loaded spec: each collection (by its concrete path) holds items seeded on first use;
// lists show them, get-by-id finds them, writes change them, until reset. A write the spec refuses never gets here.
import type { Faker } from '@faker-js/faker';
import type { JsonSchema, LoadedSpec, OperationInfo } from '../openapi';
import { coerce } from './coerce';
import type { SchemaContext } from './context';
import { generate, repair, seedOf } from './generate';
import { documentedExample, responseTarget } from './respond';
import { linkOperations, type Collection, type Link } from './links';
import { schemaProblems } from './validate';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

interface Items {
  items: Obj[];
  deleted: Set<string>;
  created: number;
}

/** What the store says for one request: a body to serve, a 404, or nothing (the usual planned answer). */
export type StoreAnswer = { kind: 'body'; body: unknown; note: string } | { kind: 'missing'; note: string } | { kind: 'plan'; note?: string };

export interface StoreRequest {
  op: OperationInfo;
  params: Record<string, string>;
  url: URL;
  /** The parsed JSON body, when one was sent. */
  body: unknown;
  /** The schema the operation's success answer has (raw, read in the spec's context), to check what the store serves against. */
  responseSchema: JsonSchema | undefined;
}

const SEEDED = 10;
const LIMIT = /^(per_?page|limit|page_?size|size|count|max_?results|max|top|\$top|first)$/i;
const PAGE = /^(page|page_?number)$/i;
const OFFSET = /^(offset|skip|start|\$skip)$/i;
const states = new WeakMap<LoadedSpec, Map<string, Items>>();

/** Forgets everything written to (and seeded for) this spec's mock. */
export function resetStore(spec: LoadedSpec): void {
  states.delete(spec);
}

/** An id or query value as text (objects as JSON, never "[object Object]"). */
const text = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' || typeof v === 'boolean' ? String(v) : (JSON.stringify(v) ?? ''));
const pathOf = (template: string, params: Record<string, string>) => template.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
const singular = (path: string) => (path.split('/').filter((s) => s !== '' && !s.startsWith('{')).pop() ?? '').replace(/ies$/, 'y').replace(/s$/, '');

/** `schemaOf` dereferences what requests are checked against; `schemas` reads what is served, in the spec's context. */
export function createStore(spec: LoadedSpec, schemaOf: (s: JsonSchema) => JsonSchema, faker: Faker, schemas: SchemaContext) {
  let links: Map<OperationInfo, Link> | null = null;
  const linkOf = (op: OperationInfo) => (links ??= linkOperations(spec, schemas.resolve)).get(op);
  const valid = (schema: JsonSchema | undefined, value: unknown) => schema === undefined || (schemas.problems(schema, value) ?? []).length === 0;
  const fit = (schema: JsonSchema, value: unknown) => (valid(schema, value) ? value : repair(faker, schema, value, schemas));
  const propsOf = (schema: JsonSchema | undefined): Obj => {
    const s = schema === undefined ? undefined : schemas.resolve(schema);
    return isObj(s) && isObj(s.properties) ? s.properties : {};
  };

  const itemSchemaOf = (c: Collection) => schemas.resolve(c.itemSchema);
  const idSchemaOf = (c: Collection): JsonSchema => {
    const s = c.idField !== null ? propsOf(itemSchemaOf(c))[c.idField] : undefined;
    return isObj(s) || typeof s === 'boolean' ? schemas.resolve(s) : {};
  };
  const paramSchemaOf = (c: Collection): JsonSchema => {
    const p = c.itemRead.parameters.find((x) => x.in === 'path' && x.name === c.idParam);
    return p?.schema !== undefined ? schemaOf(p.schema) : {};
  };
  const idOf = (c: Collection, item: Obj) => (c.idField !== null && item[c.idField] !== undefined ? text(item[c.idField]) : '');
  /** An id as the item stores it (a number for an integer id) that the item read's path parameter also accepts. */
  const typedId = (c: Collection, text: string): unknown => coerce(text, idSchemaOf(c));
  // An id is a path segment: no slash, no empty text, and the item read's parameter schema accepts it.
  const usable = (c: Collection, id: unknown) => !/^$|\//.test(text(id)) && (schemaProblems(paramSchemaOf(c), coerce(text(id), paramSchemaOf(c))) ?? []).length === 0 && valid(idSchemaOf(c), id);

  function withId(c: Collection, item: Obj, taken: Set<string>, n: number): Obj {
    if (c.idField === null) return item;
    const idSchema = idSchemaOf(c);
    const numeric = isObj(idSchema) && (idSchema.type === 'integer' || idSchema.type === 'number');
    let id: unknown = item[c.idField];
    if (numeric) {
      const min = isObj(idSchema) && typeof idSchema.minimum === 'number' ? idSchema.minimum : 1;
      for (let k = n; id === undefined || taken.has(text(id)) || !usable(c, id); k++) {
        id = Math.max(1, min) + k;
        if (k > n + 1_000) break;
      }
    } else if (id === undefined || taken.has(text(id)) || !usable(c, id)) {
      const text = typeof id === 'string' && id !== '' ? id : `${singular(c.path) || 'item'}`;
      const candidate = [`${text}-${n + 1}`, `${n + 1}`].find((x) => !taken.has(x) && usable(c, x));
      if (candidate !== undefined) id = candidate;
    }
    return { ...item, [c.idField]: id };
  }

  /** Rows of the collection's own documented examples (its lists', its item read's), valid as items, one per id; `fromLists`: how many a list's example gave. */
  function exampleRows(c: Collection): { rows: Obj[]; fromLists: number } {
    const rows = new Map<string, Obj>();
    const ops: Array<[OperationInfo, string[] | null]> = [...[...(links ?? [])].filter(([, l]) => l.collection === c && l.role === 'list').map(([op, l]): [OperationInfo, string[] | null] => [op, l.itemsAt ?? []]), [c.itemRead, null]];
    let fromLists = 0;
    for (const [op, at] of ops) {
      if (at === null) fromLists = rows.size;
      const media = responseTarget(spec, op, schemas.resolve)?.media;
      const value = media ? documentedExample(spec, media).value : undefined;
      const found: unknown = at === null ? [value] : at.length === 0 ? value : isObj(value) ? value[at[0] ?? ''] : undefined;
      for (const r of Array.isArray(found) ? found : []) if (isObj(r) && idOf(c, r) !== '' && !rows.has(idOf(c, r)) && valid(itemSchemaOf(c), r)) rows.set(idOf(c, r), r);
    }
    return { rows: [...rows.values()], fromLists };
  }

  function itemsOf(c: Collection, key: string): Items {
    let byKey = states.get(spec);
    if (!byKey) states.set(spec, (byKey = new Map<string, Items>()));
    let st = byKey.get(key);
    if (!st) {
      const schema = itemSchemaOf(c);
      const taken = new Set<string>();
      // A list's documented rows are the data (the brewery spec's are real); one item example is topped up with fakes.
      const examples = exampleRows(c);
      const items: Obj[] = [...examples.rows];
      for (const item of items) taken.add(idOf(c, item));
      for (let i = items.length; i < SEEDED && examples.fromLists < 2; i++) {
        const raw = generate(faker, schema, seedOf(`${key}#${i}`), singular(c.path), schemas);
        if (!isObj(raw)) break;
        const item = withId(c, raw, taken, i);
        taken.add(idOf(c, item));
        items.push(fit(schema, item) as Obj);
      }
      byKey.set(key, (st = { items, deleted: new Set(), created: 0 }));
    }
    return st;
  }

  /** The item with this id: held, else (never deleted) built for it, the same each time. */
  function find(c: Collection, st: Items, key: string, id: string): { item: Obj; held: boolean } | null {
    const held = st.items.find((x) => idOf(c, x) === id);
    if (held) return { item: held, held: true };
    if (st.deleted.has(id) || c.idField === null) return null;
    const raw = generate(faker, itemSchemaOf(c), seedOf(`${key}@${id}`), singular(c.path), schemas);
    return isObj(raw) ? { item: fit(itemSchemaOf(c), { ...raw, [c.idField]: typedId(c, id) }) as Obj, held: false } : null;
  }

  function list(link: Link, st: Items, req: StoreRequest): StoreAnswer {
    const props = propsOf(itemSchemaOf(link.collection));
    let rows = st.items;
    let limit = Infinity;
    let from = 0;
    for (const p of req.op.parameters.filter((x) => x.in === 'query')) {
      const values = req.url.searchParams.getAll(p.name).flatMap((v) => v.split(','));
      if (values.length === 0) continue;
      const n = Number(values[0]);
      if (LIMIT.test(p.name) && n > 0) limit = n;
      else if (PAGE.test(p.name) && n > 0) from = Math.max(from, (n - 1) * (Number.isFinite(limit) ? limit : 30));
      else if (OFFSET.test(p.name) && n >= 0) from = n;
      else if (p.name in props) rows = rows.filter((row) => matches(row[p.name], values));
    }
    const schema = req.responseSchema;
    const at = link.itemsAt ?? [];
    const arrayRaw = at.length === 0 ? schema : (propsOf(schema)[at[0] ?? ''] as JsonSchema | undefined);
    const arraySchema = arrayRaw === undefined ? undefined : schemas.resolve(arrayRaw);
    const max = isObj(arraySchema) && typeof arraySchema.maxItems === 'number' ? arraySchema.maxItems : Infinity;
    const page = rows.slice(from, from + Math.min(limit, max));
    const itemOfList = isObj(arraySchema) && (isObj(arraySchema.items) || typeof arraySchema.items === 'boolean') ? arraySchema.items : undefined;
    const shown = itemOfList === undefined ? page : page.map((r) => fit(itemOfList, r));
    if (at.length === 0 || schema === undefined) return { kind: 'body', body: shown, note: `${shown.length} of ${rows.length} held items` };
    const envelope = generate(faker, schema, seedOf(`${req.op.name} ${req.url.href}`), '', schemas);
    if (!isObj(envelope)) return { kind: 'plan' };
    const body: Obj = { ...envelope, [at[0] ?? '']: shown };
    for (const k of ['total_count', 'total', 'count', 'totalCount', 'total_results', 'totalResults']) if (typeof body[k] === 'number') body[k] = rows.length;
    if (typeof body.has_more === 'boolean') body.has_more = from + shown.length < rows.length;
    return { kind: 'body', body: fit(schema, body), note: `${shown.length} of ${rows.length} held items` };
  }

  function write(link: Link, st: Items, key: string, req: StoreRequest): StoreAnswer {
    const c = link.collection;
    const schema = itemSchemaOf(c);
    const sent = isObj(req.body) ? req.body : {};
    const props = propsOf(schema);
    // Form-style updates (Petstore's POST /pet/{petId}?name=…&status=…) name item fields in the query.
    const fromQuery: Obj = {};
    for (const p of req.op.parameters) {
      const v = req.url.searchParams.get(p.name);
      if (p.in === 'query' && v !== null && p.name in props) fromQuery[p.name] = coerce(v, schemaOf((props[p.name] as JsonSchema | undefined) ?? {}));
    }
    const changes = { ...sent, ...fromQuery };
    const taken = new Set(st.items.map((x) => idOf(c, x)));
    if (link.role === 'create') {
      const fresh = generate(faker, schema, seedOf(`${key}+${st.created}`), singular(c.path), schemas);
      const merged = withId(c, { ...(isObj(fresh) ? fresh : {}), ...changes }, taken, st.items.length + st.created);
      st.created++;
      const item = fit(schema, merged) as Obj;
      st.items.unshift(item);
      st.deleted.delete(idOf(c, item));
      return answerWith(item, req, `created ${c.idField ?? 'item'} ${idOf(c, item)}`);
    }
    const id = req.params[c.idParam] ?? (c.idField !== null && changes[c.idField] !== undefined ? text(changes[c.idField]) : undefined);
    if (id === undefined) return { kind: 'plan' };
    const found = find(c, st, key, id);
    if (!found) return { kind: 'missing', note: `no ${singular(c.path) || 'item'} ${id} (deleted)` };
    if (link.role === 'delete') {
      st.items = st.items.filter((x) => idOf(c, x) !== id);
      st.deleted.add(id);
      return { kind: 'plan', note: `deleted ${c.idField ?? 'item'} ${id}` };
    }
    const base = req.op.method === 'put' && Object.keys(sent).length > 0 ? { ...(generate(faker, schema, seedOf(`${key}@${id}`), singular(c.path), schemas) as Obj) } : found.item;
    const item = fit(schema, { ...base, ...changes, ...(c.idField !== null ? { [c.idField]: found.item[c.idField] } : {}) }) as Obj;
    st.items = found.held ? st.items.map((x) => (idOf(c, x) === id ? item : x)) : [item, ...st.items];
    return answerWith(item, req, `updated ${c.idField ?? 'item'} ${id}`);
  }

  function answerWith(item: Obj, req: StoreRequest, note: string): StoreAnswer {
    return req.responseSchema !== undefined && valid(req.responseSchema, item) ? { kind: 'body', body: item, note } : { kind: 'plan', note };
  }

  return {
    answer(req: StoreRequest): StoreAnswer {
      const link = linkOf(req.op);
      if (!link) return { kind: 'plan' };
      const c = link.collection;
      const key = pathOf(c.path, req.params);
      const st = itemsOf(c, key);
      if (link.role === 'list') return list(link, st, req);
      if (link.role === 'get') {
        const found = find(c, st, key, req.params[c.idParam] ?? '');
        if (!found) return { kind: 'missing', note: `no ${singular(c.path) || 'item'} ${req.params[c.idParam] ?? ''} (deleted)` };
        return req.responseSchema === undefined ? { kind: 'plan' } : { kind: 'body', body: fit(req.responseSchema, found.item), note: found.held ? 'held item' : 'item built for this id' };
      }
      return write(link, st, key, req);
    },
  };
}

/** Whether a field's value is one of the query's values (scalars as text; arrays: any element, or element's name). */
function matches(field: unknown, values: string[]): boolean {
  if (Array.isArray(field)) return field.some((x) => matches(isObj(x) ? x.name : x, values));
  return (typeof field === 'string' || typeof field === 'number' || typeof field === 'boolean') && values.includes(text(field));
}

export type MockStore = ReturnType<typeof createStore>;
