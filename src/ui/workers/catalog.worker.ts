// Web Worker hosting the spec engine and the catalog, so fetching, parsing and indexing never block the page.
// Our own trusted worker: the page wraps it with comlink. (The Python sandbox never gets anything exposed.)
import { expose } from 'comlink';
import { createCatalogService } from './catalogService';
import { createSpecCache, idbCacheStore } from './specCache';

// The built worker's file name carries a hash of its code (the parser and indexer): a new build re-indexes. The dev
// server serves the .ts source under a name that does not change with the code, so it never caches.
const version = new URL(import.meta.url).pathname;
const cache = version.endsWith('.js') && typeof indexedDB !== 'undefined'
  ? createSpecCache({ appVersion: version, store: idbCacheStore() })
  : undefined;

expose(createCatalogService(cache ? { cache } : {}));
