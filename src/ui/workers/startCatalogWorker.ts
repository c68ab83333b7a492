// Starts the catalog worker, or adopts the one index.html's inline script started before the app's code had loaded
// (scripts/vite-catalog-worker-early.ts; built app only). main.tsx calls prestartCatalogWorker() before the rest of
// the app is evaluated; useCatalog takes that worker over.
import { EARLY_WORKER_GLOBAL, type EarlyWorker } from './earlyWorker';

export interface StartedWorker {
  worker: Worker;
  crashed: Promise<string>;
}

const stoppedMessage = (detail: string) => `The spec worker stopped: ${detail}. Reload the page to try again.`;

function listenForCrash(worker: Worker, earlier: string | null = null): Promise<string> {
  return new Promise<string>((resolve) => {
    if (earlier !== null) resolve(stoppedMessage(earlier));
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      resolve(stoppedMessage(event.message || 'it failed to start'));
    });
  });
}

function startCatalogWorker(): StartedWorker {
  const worker = new Worker(new URL('./catalog.worker.ts', import.meta.url), {
    type: 'module',
    name: 'catalog',
  });
  // Listening from the start: a worker that fails to load reports it once, possibly before React mounts.
  return { worker, crashed: listenForCrash(worker) };
}

function takeEarlyWorker(): StartedWorker | null {
  const scope = window as unknown as Record<string, EarlyWorker | undefined>;
  const early = scope[EARLY_WORKER_GLOBAL];
  delete scope[EARLY_WORKER_GLOBAL];
  return early ? { worker: early.worker, crashed: listenForCrash(early.worker, early.error) } : null;
}

let prestarted: StartedWorker | null = null;

export function prestartCatalogWorker(): void {
  prestarted ??= takeEarlyWorker() ?? startCatalogWorker();
}

/** The prestarted worker (once), else a new one. */
export function takeCatalogWorker(): StartedWorker {
  const taken = prestarted ?? startCatalogWorker();
  prestarted = null;
  return taken;
}
