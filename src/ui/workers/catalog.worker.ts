// Web Worker hosting the spec engine and the catalog, so fetching, parsing and indexing never block the page.
// Our own trusted worker: the page wraps it with comlink. (The Python sandbox never gets anything exposed.)
import { expose } from 'comlink';
import { createCatalogService } from './catalogService';

expose(createCatalogService());
