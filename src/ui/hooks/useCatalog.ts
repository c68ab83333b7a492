// Owns the catalog Web Worker (spec loading, Orama index, schemas, token counts) for the page's lifetime.
import { useEffect, useState } from 'react';
import { wrap, type Remote } from 'comlink';
import type { CatalogWorkerApi } from '../workers/catalogProtocol';

export type CatalogClient = Remote<CatalogWorkerApi>;

export function useCatalog(): CatalogClient | null {
  const [client, setClient] = useState<CatalogClient | null>(null);

  useEffect(() => {
    const worker = new Worker(new URL('../workers/catalog.worker.ts', import.meta.url), {
      type: 'module',
      name: 'catalog',
    });
    setClient(() => wrap<CatalogWorkerApi>(worker));
    return () => {
      worker.terminate();
      setClient(null);
    };
  }, []);

  return client;
}
