// Owns the catalog Web Worker (spec loading, Orama index, schemas, token counts) for the page's lifetime.
import { useEffect, useState } from 'react';
import { wrap, type Remote } from 'comlink';
import type { CatalogWorkerApi } from '../workers/catalogProtocol';
import { takeCatalogWorker } from '../workers/startCatalogWorker';

export type CatalogClient = Remote<CatalogWorkerApi>;

export interface CatalogWorker {
  client: CatalogClient;
  /** Resolves with a message if the worker dies (e.g. fails to start); pending calls would never answer. */
  crashed: Promise<string>;
}

export function useCatalog(): CatalogWorker | null {
  const [handle, setHandle] = useState<CatalogWorker | null>(null);

  useEffect(() => {
    const { worker, crashed } = takeCatalogWorker();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the worker is the external resource this effect acquires (and terminates); render cannot create it
    setHandle({ client: wrap<CatalogWorkerApi>(worker), crashed });
    return () => {
      worker.terminate();
      setHandle(null);
    };
  }, []);

  return handle;
}
