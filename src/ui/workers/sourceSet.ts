// The catalog worker's loaded sources and the active set (order, short names), and the CatalogSet over it.
import { createCatalogSet, type Catalog, type CatalogSet } from '../../core/catalog';
import type { ApiPackage } from '../../core/pyclient';
import type { LoadedSpec } from '../../core/openapi';
import type { MockServer } from '../../core/mock';
import { defaultShortName, shortNameProblem, uniqueShortName, type SourceLine } from '../../core/sources';
import type { ActiveSource, ContextTokens, LoadOptions, SetActiveOutcome } from './catalogProtocol';
import type { OpenedSpec } from './openSpec';

/** What the active set and the prompts read of a spec: known before its document is parsed. */
export type SpecAbout = Pick<LoadedSpec, 'title' | 'servers' | 'allowlist' | 'description'>;

/** `parse`: the parsed document (see openSpec): get_schema, classic tools and everything but search await it. */
export interface LoadedSource extends Pick<OpenedSpec, 'catalog' | 'parse' | 'parsing'> {
  id: string;
  about: SpecAbout;
  /** This source's own context at start (counted once; also its share with several APIs). */
  tokens?: Promise<ContextTokens>;
  mock?: { key: string; server: Promise<MockServer> };
  /** code-files: the generated package, by the short name it was generated under. */
  pkg?: { name: string; outcome: Promise<ApiPackage> };
  /** code-spec: the document as JSON text, serialized once. */
  json?: Promise<string>;
}

export interface ActiveSet {
  key: string;
  set: CatalogSet;
  sources: LoadedSource[];
  lines: SourceLine[];
  tokens?: Promise<ContextTokens>;
}

function hosts(spec: SpecAbout): string[] {
  return spec.allowlist.flatMap((e) => {
    try {
      return [new URL(e.origin).hostname];
    } catch {
      return [];
    }
  });
}

export function createSourceSet() {
  const sources = new Map<string, LoadedSource>();
  let active: ActiveSource[] = [];
  let current: ActiveSet | null = null;
  let seq = 0;

  /** Adds a loaded spec to the active set as LoadOptions say (default: it replaces the whole set). */
  function admit(opened: Omit<LoadedSource, 'id'>, options: LoadOptions = {}): ActiveSource {
    const id = `s${++seq}`;
    sources.set(id, { ...opened, id });
    const base = defaultShortName(opened.about.title);
    const at = options.replace === undefined ? -1 : active.findIndex((a) => a.id === options.replace);
    if (at >= 0) {
      const entry = { id, shortName: uniqueShortName(base, active.filter((_, i) => i !== at).map((a) => a.shortName)) };
      sources.delete(active[at]?.id ?? '');
      active = active.map((a, i) => (i === at ? entry : a));
      return entry;
    }
    if (options.add) {
      const entry = { id, shortName: uniqueShortName(base, active.map((a) => a.shortName)) };
      active = [...active, entry];
      return entry;
    }
    for (const a of active) sources.delete(a.id);
    active = [{ id, shortName: base }];
    return { id, shortName: base };
  }

  function remove(id: string): void {
    sources.delete(id);
    active = active.filter((a) => a.id !== id);
  }

  function setActive(next: ActiveSource[]): SetActiveOutcome {
    for (const [i, a] of next.entries()) {
      if (!sources.has(a.id)) return { ok: false, error: `No loaded API has id ${a.id}.` };
      const problem = shortNameProblem(a.shortName, next.filter((_, j) => j !== i).map((o) => o.shortName));
      if (problem) return { ok: false, error: `${a.shortName}: ${problem}` };
    }
    const keep = new Set(next.map((a) => a.id));
    for (const id of [...sources.keys()]) if (!keep.has(id)) sources.delete(id);
    active = next.map((a) => ({ id: a.id, shortName: a.shortName }));
    return { ok: true, active: [...active] };
  }

  /** The set over the active sources, rebuilt when they or their names change. */
  function activeSet(): ActiveSet {
    const key = active.map((a) => `${a.id}:${a.shortName}`).join(' ');
    if (current?.key === key) return current;
    const list = active.flatMap((a) => {
      const s = sources.get(a.id);
      return s ? [{ a, s }] : [];
    });
    if (list.length === 0) throw new Error('No spec is loaded yet.');
    const set = createCatalogSet(list.map(({ a, s }) => ({ shortName: a.shortName, title: s.about.title, hosts: hosts(s.about), ...(s.about.description ? { description: s.about.description } : {}), catalog: s.catalog })));
    const lines = list.map(({ a, s }): SourceLine => ({
      shortName: a.shortName,
      title: s.about.title,
      baseUrl: s.about.servers[0]?.url ?? '',
      ...(s.about.description ? { about: s.about.description } : {}),
    }));
    current = { key, set, sources: list.map(({ s }) => s), lines };
    return current;
  }

  /** A source's catalog was replaced (its stored index did not match the parsed spec): the set is built again. */
  function replaceCatalog(source: LoadedSource, catalog: Catalog): void {
    source.catalog = catalog;
    current = null;
  }

  return {
    admit,
    replaceCatalog,
    remove,
    setActive,
    activeSet,
    active: (): ActiveSource[] => [...active],
    get: (id: string) => sources.get(id),
    all: () => [...sources.values()],
  };
}

export type SourceSet = ReturnType<typeof createSourceSet>;
