// The loaded APIs' generated Python packages, asked of the catalog worker on a run's first need and kept per set:
// a run that names `apis` (playground, chat, compare, the explorer's calls) mounts them at /apis/<short name>/.
import { useMemo } from 'react';
import type { ApiPackage } from '../../sandbox';
import type { CatalogClient } from './useCatalog';

/**
 * A getter of the packages of spec `generation` and the set `setKey` names (its short names and ids); resolves with
 * none while no spec is loaded or generation fails.
 */
export function useApiPackages(catalog: CatalogClient | null, generation: number, setKey: string): (() => Promise<ApiPackage[]>) | undefined {
  return useMemo(() => {
    if (!catalog || generation === 0 || setKey.trim() === '') return undefined;
    let asked: Promise<ApiPackage[]> | null = null;
    return () => (asked ??= catalog.apiPackage().then((r) => (r.ok ? r.pkgs : []), () => []));
  }, [catalog, generation, setKey]);
}
