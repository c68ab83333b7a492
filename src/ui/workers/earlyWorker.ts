// What index.html's inline script (scripts/vite-catalog-worker-early.ts) leaves for startCatalogWorker.ts.

/** The `window` property the inline script sets. */
export const EARLY_WORKER_GLOBAL = '__cmpCatalogWorker';

export interface EarlyWorker {
  worker: Worker;
  /** Set when the worker reported an error before the app listened. */
  error: string | null;
}
