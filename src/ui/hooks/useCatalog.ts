// Owns the catalog Web Worker (spec loading, Orama index, schemas, token counts) for the page's lifetime.
import { useEffect, useState } from 'react';
import { wrap, type Remote } from 'comlink';
import type { CatalogWorkerApi } from '../workers/catalogProtocol';

export type CatalogClient = Remote<CatalogWorkerApi>;

export interface CatalogWorker {
  client: CatalogClient;
  /** Resolves with a message if the worker dies (e.g. fails to start); pending calls would never answer. */
  crashed: Promise<string>;
}

interface StartedWorker {
  worker: Worker;
  crashed: Promise<string>;
}

function startCatalogWorker(): StartedWorker {
  const worker = new Worker(new URL('../workers/catalog.worker.ts', import.meta.url), {
    type: 'module',
    name: 'catalog',
  });
  // Listening from the start: a worker that fails to load reports it once, possibly before React mounts.
  const crashed = new Promise<string>((resolve) => {
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      resolve(`The spec worker stopped: ${event.message || 'it failed to start'}. Reload the page to try again.`);
    });
  });
  return { worker, crashed };
}

let prestarted: StartedWorker | null = null;

/** Starts the worker before React's first render, so it boots (fetch + compile of its module) meanwhile. */
export function prestartCatalogWorker(): void {
  prestarted ??= startCatalogWorker();
}

export function useCatalog(): CatalogWorker | null {
  const [handle, setHandle] = useState<CatalogWorker | null>(null);

  useEffect(() => {
    const { worker, crashed } = prestarted ?? startCatalogWorker();
    prestarted = null;
    setHandle({ client: wrap<CatalogWorkerApi>(worker), crashed });
    return () => {
      worker.terminate();
      setHandle(null);
    };
  }, []);

  return handle;
}
