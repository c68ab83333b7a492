// Starts the catalog worker. main.tsx calls prestartCatalogWorker() before the rest of the app is evaluated, so the
// worker's module downloads and compiles while React starts; useCatalog takes that worker over.

export interface StartedWorker {
  worker: Worker;
  crashed: Promise<string>;
}

function startCatalogWorker(): StartedWorker {
  const worker = new Worker(new URL('./catalog.worker.ts', import.meta.url), {
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

export function prestartCatalogWorker(): void {
  prestarted ??= startCatalogWorker();
}

/** The prestarted worker (once), else a new one. */
export function takeCatalogWorker(): StartedWorker {
  const taken = prestarted ?? startCatalogWorker();
  prestarted = null;
  return taken;
}
