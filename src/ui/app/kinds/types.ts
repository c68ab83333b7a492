// The UI's part of a source kind (core/sources holds the rest): what the sandbox gets for one of its sources, so
// which broker sender answers it, and how its chip reads. One file per kind beside this one; index.ts lists them.
import type { ProxySettings } from '../../../sandbox';
import type { CatalogWorkerApi } from '../../workers/catalogProtocol';
import type { SourceEntry } from '../sourceEntry';
import type { ApiEnvironment } from '../sandboxConfig';

export interface UiSourceKind {
  /** The core kind's id (core/sources' kinds registry). */
  id: string;
  /** What every run reaches one of its sources with. `first`: it gives BASE_URL; `pageProxy`: the request settings' proxy. */
  environment: (entry: SourceEntry, first: boolean, catalog: Pick<CatalogWorkerApi, 'mockResponse'> | null, pageProxy: ProxySettings | null) => ApiEnvironment;
  /** What its kind's link key carries for one of its sources (none: the leading kind, whose first source is `spec=`). */
  linkValue?: (entry: SourceEntry) => string | undefined;
  chip: {
    /** The chip's test id is `<testId>-chip-<short name>`. */
    testId: string;
    /** A badge on its chip; a source with one shows its chip even when it is the only one. */
    badge?: { text: string; title: string };
    /** The chip's hover text. */
    title: (entry: SourceEntry, first: boolean) => string;
  };
}
