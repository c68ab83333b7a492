// Which operations of a spec act on the same collection: by path shape (/things, /things/{id}, /things/findByStatus)
// and by the schema they return (a read that returns a list of `Pet` lists the collection's Pet items).
import type { JsonSchema, LoadedSpec, OperationInfo } from '../openapi';
import { derefRaw, pickMediaType, pickResponse } from './respond';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

export type Role = 'list' | 'get' | 'create' | 'update' | 'delete';

export interface Collection {
  /** Path template of the collection ("/repos/{owner}/{repo}/issues"). */
  path: string;
  /** The item's path parameter ("issue_number") and the field of the item it names ("number"). */
  idParam: string;
  idField: string | null;
  /** Raw schema of one item, as the item read returns it. */
  itemSchema: JsonSchema;
  /** The item read (its path parameter's schema says which ids are valid). */
  itemRead: OperationInfo;
}

export interface Link {
  collection: Collection;
  role: Role;
  /** For a list: where the items sit in its response (property names from the root; [] = the body is the array). */
  itemsAt?: string[];
}

const JSON_TYPE = /json/i;

/** The raw success schema of an operation's JSON response. */
function successSchema(op: OperationInfo): JsonSchema | undefined {
  const picked = pickResponse(op);
  const content = op.responses.find((r) => r.status === picked?.key)?.content ?? {};
  const type = pickMediaType(content);
  return type && JSON_TYPE.test(type) ? content[type]?.schema : undefined;
}

const refOf = (s: unknown): string | undefined => (isObj(s) && typeof s.$ref === 'string' ? s.$ref : undefined);

/** Where an array of `itemRef` (or of any items, when null) sits in a raw schema: [] at the root, [prop] one level down. */
function arrayPath(spec: LoadedSpec, raw: unknown, itemRef: string | null): string[] | null {
  const s = derefRaw(spec, raw);
  if (!isObj(s)) return null;
  const matches = (a: unknown) => isObj(a) && (a.type === 'array' || a.items !== undefined) && (itemRef === null ? a.items !== undefined : refOf(a.items) === itemRef);
  if (matches(s)) return [];
  const props = isObj(s.properties) ? s.properties : {};
  for (const [k, p] of Object.entries(props)) if (matches(derefRaw(spec, p))) return [k];
  return null;
}

const segments = (path: string) => path.replace(/\/+$/, '').split('/');
const isParam = (seg: string) => /^\{[^}]+\}$/.test(seg);

/** The item field a path parameter names: itself, "id" for …Id, "number" for …_number, else name-like fields. */
function idFieldOf(param: string, item: JsonSchema): string | null {
  const props = isObj(item) && isObj(item.properties) ? Object.keys(item.properties) : [];
  const lower = param.toLowerCase();
  const candidates = [param, ...(/id$/.test(lower) ? ['id', 'uuid'] : []), ...(/(number|num)$/.test(lower) ? ['number'] : []), ...(/(name|slug|key|login|username|repo|owner)$/.test(lower) ? ['name', 'login', 'slug', 'key'] : []), 'id', 'uuid', 'key', 'name'];
  return candidates.find((c) => props.includes(c)) ?? null;
}

/** Every operation that acts on a collection, with its role. */
export function linkOperations(spec: LoadedSpec, schemaOf: (s: JsonSchema) => JsonSchema): Map<OperationInfo, Link> {
  const links = new Map<OperationInfo, Link>();
  const byPath = new Map<string, OperationInfo[]>();
  for (const op of spec.operations) byPath.set(op.path.replace(/\/+$/, ''), [...(byPath.get(op.path.replace(/\/+$/, '')) ?? []), op]);
  for (const [path, ops] of byPath) {
    const segs = segments(path);
    const last = segs[segs.length - 1] ?? '';
    if (segs.length < 2 || !isParam(last)) continue;
    const collectionPath = segs.slice(0, -1).join('/') || '/';
    const read = ops.find((o) => o.method === 'get');
    const raw = read ? successSchema(read) : undefined;
    const itemRaw = raw !== undefined ? derefRaw(spec, raw) : undefined;
    if (!read || !isObj(itemRaw) || arrayPath(spec, raw, null)?.length === 0) continue;
    const itemSchema = schemaOf(raw as JsonSchema);
    const idParam = last.slice(1, -1);
    const collection: Collection = { path: collectionPath, idParam, idField: idFieldOf(idParam, itemSchema), itemSchema: raw as JsonSchema, itemRead: read };
    if (collection.idField === null) continue;
    for (const o of ops) {
      if (o.method === 'get') links.set(o, { collection, role: 'get' });
      else if (o.method === 'delete') links.set(o, { collection, role: 'delete' });
      else if (o.method === 'put' || o.method === 'patch' || o.method === 'post') links.set(o, { collection, role: 'update' });
    }
    const itemRef = refOf(raw) ?? null;
    for (const o of [...(byPath.get(collectionPath) ?? []), ...spec.operations.filter((x) => x.method === 'get' && x.path.startsWith(`${collectionPath}/`) && !segments(x.path).slice(segs.length - 1).some(isParam) && segments(x.path).length === segs.length)]) {
      if (links.has(o) || (itemRef === null && o.path.replace(/\/+$/, '') !== collectionPath)) continue;
      if (o.method === 'get') {
        const listRaw = successSchema(o);
        const at = listRaw !== undefined ? arrayPath(spec, listRaw, itemRef) : null;
        if (at) links.set(o, { collection, role: 'list', itemsAt: at });
      } else if (o.method === 'post') links.set(o, { collection, role: 'create' });
      else if (o.method === 'put' || o.method === 'patch') links.set(o, { collection, role: 'update' });
    }
  }
  return links;
}
