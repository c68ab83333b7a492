// The OpenAPI kind in the UI: its requests are fetched live, from mock mode or through the CORS proxy, with the
// credentials the user gave for the servers they may go to; its chip is the short name alone.
import { effectiveServers, NO_SERVER_CHOICE } from '../../../core/openapi';
import type { MockHook } from '../../../sandbox';
import type { LoadedSummary } from '../../workers/catalogProtocol';
import type { SourceEntry } from '../sourceEntry';
import { mockServers } from '../sandboxConfig';
import { credentialServers, toTargetAuth } from '../targetAuth';
import type { UiSourceKind } from './types';

/** The spec with the user's servers: the allowlist and BASE_URLS entry follow the choice. */
export function chosenSummary(entry: Pick<SourceEntry, 'summary' | 'settings'>): LoadedSummary {
  const { choice } = entry.settings;
  if (choice === NO_SERVER_CHOICE) return entry.summary;
  const effective = effectiveServers(entry.summary.servers, choice);
  return { ...entry.summary, servers: effective.servers, allowlist: effective.allowlist };
}

export const OPENAPI_UI: UiSourceKind = {
  id: 'openapi',
  environment: (entry, first, catalog, pageProxy) => {
    const { settings } = entry;
    const summary = chosenSummary(entry);
    const targetAuth = toTargetAuth(summary.securitySchemes, settings.credentials, credentialServers(summary.servers, settings.credentialServers));
    const mockAllow = mockServers(summary).allowlist;
    const mock: MockHook | null = settings.mock && catalog ? (req) => catalog.mockResponse(req, mockAllow, entry.id) : null;
    return { name: entry.shortName, summary, targetAuth, mock, proxy: first || settings.proxy ? pageProxy : null };
  },
  chip: { testId: 'api', title: (entry) => entry.summary.title },
};
