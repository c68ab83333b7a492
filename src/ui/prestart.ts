// Imported first by main.tsx: starts the catalog worker early (see startCatalogWorker.ts), and on a playground link
// the Python sandbox too (earlySandbox.ts).
import { prestartSandbox } from './app/earlySandbox';
import { prestartCatalogWorker } from './workers/startCatalogWorker';

prestartCatalogWorker();
prestartSandbox();
