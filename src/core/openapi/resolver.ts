// Lazy $ref resolution over the raw document and any pre-loaded external files: deref happens per schema, on demand.
import type { JsonSchema, SchemaResolver } from './types';
import { evaluatePointer } from './pointer';

/** Default nesting of $refs followed per deref call. */
export const DEFAULT_MAX_DEPTH = 8;
/**
 * Default size budget per deref call, in approximate output characters (keys + strings + punctuation). Past it,
 * further refs are cut as truncated: MS Graph's schemas fan out to megabytes per operation otherwise.
 */
export const DEFAULT_MAX_CHARS = 60_000;
/** Keys whose values are data, not schemas: a "$ref" inside them is not a reference. */
const DATA_KEYS = new Set(['example', 'examples', 'enum', 'const', 'default']);

export interface Located {
  /** Absolute identity of the target: "<file>#<pointer>". */
  key: string;
  value: unknown;
  /** File the target lives in (base for refs inside it). */
  base: string;
}

export class LazySchemaResolver implements SchemaResolver {
  private readonly root: unknown;
  private readonly rootKey: string;
  private readonly files: ReadonlyMap<string, unknown>;
  private readonly bases: WeakMap<object, string>;
  private readonly hasExternal: boolean;
  /** locate() results by base + ref: the documents never change after loading, and specs repeat refs a lot. */
  private readonly located = new Map<string, Located | null>();

  /**
   * @param rootKey absolute URL of the root document, or "" when unknown (pasted text)
   * @param files external documents by absolute URL (without fragment)
   * @param bases for objects that live in external files: their file URL
   */
  constructor(root: unknown, rootKey = '', files: ReadonlyMap<string, unknown> = new Map(), bases = new WeakMap<object, string>()) {
    this.root = root;
    this.rootKey = rootKey;
    this.files = files;
    this.bases = bases;
    this.hasExternal = files.size > 0;
  }

  get(ref: string): unknown {
    return this.locate(ref, this.rootKey)?.value;
  }

  /** Base file of an object taken from the document (root unless it came from an external file). */
  baseOf(node: unknown): string {
    return this.ownBase(node) ?? this.rootKey;
  }

  /** The external file an object was read from, if any. */
  ownBase(node: unknown): string | undefined {
    return this.hasExternal && node !== null && typeof node === 'object' ? this.bases.get(node) : undefined;
  }

  locate(ref: string, base: string): Located | undefined {
    const memoKey = `${base} ${ref}`;
    const memo = this.located.get(memoKey);
    if (memo !== undefined) return memo ?? undefined;
    const found = this.locateUncached(ref, base);
    this.located.set(memoKey, found ?? null);
    return found;
  }

  private locateUncached(ref: string, base: string): Located | undefined {
    const hash = ref.indexOf('#');
    const filePart = hash === -1 ? ref : ref.slice(0, hash);
    const pointer = hash === -1 ? '' : ref.slice(hash);
    let file = base;
    if (filePart !== '') {
      const absolute = resolveUrl(filePart, base);
      if (absolute === undefined) return undefined;
      file = absolute;
    }
    const doc = file === this.rootKey ? this.root : this.files.get(file);
    if (doc === undefined) return undefined;
    let value: unknown;
    try {
      value = evaluatePointer(doc, pointer);
    } catch {
      return undefined;
    }
    if (value === undefined) return undefined;
    return { key: `${file}#${pointer.replace(/^#/, '')}`, value, base: file };
  }

  /** Follows a chain of `$ref` objects (parameters, responses, path items) to a non-ref object. */
  follow(node: unknown, base: string): { value: unknown; base: string; ref?: string } {
    let current = node;
    let currentBase = this.ownBase(node) ?? base;
    let lastRef: string | undefined;
    for (let hops = 0; hops < 32; hops++) {
      const ref = refOf(current);
      if (ref === undefined) return { value: current, base: currentBase, ref: lastRef };
      const target = this.locate(ref, currentBase);
      if (!target) return { value: undefined, base: currentBase, ref };
      lastRef = ref;
      current = target.value;
      currentBase = target.base;
    }
    return { value: undefined, base: currentBase, ref: lastRef };
  }

  deref(schema: JsonSchema, options: DerefOptions = {}): JsonSchema {
    const walker = new DerefWalk(this, options.maxChars ?? DEFAULT_MAX_CHARS);
    return walker.walk(schema, this.baseOf(schema), options.maxDepth ?? DEFAULT_MAX_DEPTH) as JsonSchema;
  }
}

export interface DerefOptions {
  maxDepth?: number;
  maxChars?: number;
}

class DerefWalk {
  private readonly stack = new Set<string>();
  /** Approximate characters of output built so far. */
  private size = 0;
  private readonly resolver: LazySchemaResolver;
  private readonly maxChars: number;
  constructor(resolver: LazySchemaResolver, maxChars: number) {
    this.resolver = resolver;
    this.maxChars = maxChars;
  }

  walk(node: unknown, base: string, depthLeft: number): unknown {
    if (node === null || typeof node !== 'object') {
      this.size += typeof node === 'string' ? node.length + 3 : 6;
      return node;
    }
    if (Array.isArray(node)) {
      this.size += 2;
      return node.map((item) => this.walk(item, base, depthLeft));
    }
    const nodeBase = this.resolver.ownBase(node) ?? base;
    const record = node as Record<string, unknown>;
    const ref = record.$ref;
    if (typeof ref === 'string') return this.walkRef(record, ref, nodeBase, depthLeft);
    this.size += 2;
    return this.copyEntries(record, nodeBase, depthLeft, false);
  }

  private walkRef(record: Record<string, unknown>, ref: string, base: string, depthLeft: number): unknown {
    const target = this.resolver.locate(ref, base);
    const siblings = this.copyEntries(record, base, depthLeft, true);
    if (!target) return { 'x-unresolved-ref': ref, ...siblings };
    if (this.stack.has(target.key)) return { 'x-circular-ref': ref, ...siblings };
    if (depthLeft <= 0 || this.size > this.maxChars) return { 'x-truncated-ref': ref, ...siblings };
    this.stack.add(target.key);
    const resolved = this.walk(target.value, target.base, depthLeft - 1);
    this.stack.delete(target.key);
    if (siblings === undefined) return resolved;
    // OpenAPI 3.1 allows keywords next to $ref (description, nullable…): they refine the target.
    return resolved !== null && typeof resolved === 'object' && !Array.isArray(resolved) ? { ...resolved, ...siblings } : resolved;
  }

  /** Copies an object's entries, walking schema-valued ones; undefined when skipping "$ref" leaves nothing. */
  private copyEntries(record: Record<string, unknown>, base: string, depthLeft: number, skipRef: boolean): Record<string, unknown> | undefined {
    let out: Record<string, unknown> | undefined;
    for (const key of Object.keys(record)) {
      if (skipRef && key === '$ref') continue;
      out ??= {};
      this.size += key.length + 4;
      const value = record[key];
      if (DATA_KEYS.has(key) || key.startsWith('x-')) {
        this.size += 16;
        out[key] = value;
      } else {
        out[key] = this.walk(value, base, depthLeft);
      }
    }
    return skipRef ? out : out ?? {};
  }
}

export function refOf(node: unknown): string | undefined {
  if (node === null || typeof node !== 'object' || Array.isArray(node)) return undefined;
  const ref = (node as Record<string, unknown>).$ref;
  return typeof ref === 'string' ? ref : undefined;
}

function resolveUrl(relative: string, base: string): string | undefined {
  try {
    const url = base ? new URL(relative, base) : new URL(relative);
    url.hash = '';
    return url.href;
  } catch {
    return undefined;
  }
}
