// A loaded spec in a structured-clone-friendly form (for the browser's spec cache) and back. Parts of the document
// still unparsed (lazyJson.ts) stay text, so storing and re-opening never parses them.
import { defineLazyText, pendingMembers } from './lazyJson';
import { LazySchemaResolver } from './resolver';
import type { LoadedSpec } from './types';

interface LazyPart {
  /** Where the holder is: [] the root, ['components'] the components object. */
  at: string[];
  key: string;
  text: string;
}

export interface SpecSnapshot {
  spec: Omit<LoadedSpec, 'resolver'>;
  lazy: LazyPart[];
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A shallow copy without the still-unparsed members (read through descriptors: a spread would parse them). */
function detach(holder: Obj, at: string[], lazy: LazyPart[]): Obj {
  const pending = pendingMembers(holder);
  const out: Obj = {};
  for (const key of Object.keys(holder)) {
    const text = pending?.get(key);
    if (text !== undefined) lazy.push({ at, key, text });
    else out[key] = Object.getOwnPropertyDescriptor(holder, key)?.value;
  }
  return out;
}

/** null when the spec cannot be stored: its $refs reach external files (their identities do not survive a copy). */
export function snapshotSpec(spec: LoadedSpec): SpecSnapshot | null {
  if (!(spec.resolver instanceof LazySchemaResolver) || spec.resolver.external) return null;
  const { resolver: _resolver, document, ...rest } = spec;
  if (!isObj(document)) return { spec: { ...rest, document }, lazy: [] };
  const lazy: LazyPart[] = [];
  const root = detach(document, [], lazy);
  if (isObj(root.components)) root.components = detach(root.components, ['components'], lazy);
  return { spec: { ...rest, document: root }, lazy };
}

export function restoreSpec(snapshot: SpecSnapshot): LoadedSpec {
  const { document } = snapshot.spec;
  for (const part of snapshot.lazy) {
    let holder: unknown = document;
    for (const key of part.at) holder = isObj(holder) ? holder[key] : undefined;
    if (isObj(holder)) defineLazyText(holder, part.key, part.text);
  }
  return { ...snapshot.spec, resolver: new LazySchemaResolver(document, snapshot.spec.url ?? '') };
}
