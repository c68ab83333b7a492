// Imported first by main.tsx: starts the catalog worker early (see startCatalogWorker.ts).
import { prestartCatalogWorker } from './workers/startCatalogWorker';

prestartCatalogWorker();
