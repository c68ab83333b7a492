// The loaded spec's generated Python package, asked of the catalog worker on a run's first need and kept per spec:
// every run (playground, chat, compare, the explorer's calls) mounts it at /apis/<short name>/.
import { useMemo } from 'react';
import type { ApiPackage } from '../../sandbox';
import type { CatalogClient } from './useCatalog';

/** A getter of the packages of spec `generation`; resolves with none while no spec is loaded or generation fails. */
export function useApiPackages(catalog: CatalogClient | null, generation: number): (() => Promise<ApiPackage[]>) | undefined {
  return useMemo(() => {
    if (!catalog || generation === 0) return undefined;
    let asked: Promise<ApiPackage[]> | null = null;
    return () => (asked ??= catalog.apiPackage().then((r) => (r.ok ? [r.pkg] : []), () => []));
  }, [catalog, generation]);
}
