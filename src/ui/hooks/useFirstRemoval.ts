// Removing the first API while others are loaded: the next one becomes the first, and the first API's own state
// (server choice, credentials, mock toggle; the link's `spec=`) takes over what that API had beside it.
import { useCallback, useState } from 'react';
import { linkedApis, promotionNote } from '../app/apiSet';
import type { SpecLinkSync } from '../app/specLinkSync';
import type { Credentials } from '../app/targetAuth';
import type { AllowEntry } from '../../core/openapi';
import type { ApiSetController } from './useApiSet';
import type { MockMode } from './useMockMode';
import type { ServerChoiceController } from './useServerChoice';
import type { UrlState } from './useUrlState';

export interface FirstRemoval {
  /** Removes the first API; does nothing with no other API loaded. */
  remove: () => void;
  /** What the new first API could not keep of its own settings, until dismissed or another spec is loaded. */
  note: string | null;
  dismissNote: () => void;
}

export interface FirstRemovalDeps {
  apis: ApiSetController;
  /** The first API's servers as declared and as chosen: the removed entry covers both, as an added API's does. */
  declared: readonly AllowEntry[] | undefined;
  chosen: readonly AllowEntry[] | undefined;
  generation: number;
  servers: ServerChoiceController;
  setCredentials: (credentials: Credentials) => void;
  mockMode: MockMode;
  proxyOn: boolean;
  url: UrlState;
  linkSync: SpecLinkSync;
}

export function useFirstRemoval({ apis, declared, chosen, generation, servers, setCredentials, mockMode, proxyOn, url, linkSync }: FirstRemovalDeps): FirstRemoval {
  const [note, setNote] = useState<{ for: number; text: string } | null>(null);
  const { removeFirst } = apis;
  const { adopt: adoptServer } = servers;
  const { adopt: adoptMock } = mockMode;
  const { setParams } = url;

  const remove = useCallback(() => {
    const moved = removeFirst([...(declared ?? []), ...(chosen ?? [])]);
    if (!moved) return;
    const { next, rest, firstLoad } = moved;
    adoptServer(firstLoad, next.choice);
    setCredentials(next.credentials);
    adoptMock(next.summary, next.mock);
    const specUrl = next.summary.url ?? null;
    linkSync.adopted(specUrl);
    setParams({ spec: specUrl, ...linkedApis(rest) });
    const text = promotionNote(next, proxyOn);
    setNote(text === null ? null : { for: generation, text });
  }, [declared, chosen, removeFirst, adoptServer, setCredentials, adoptMock, linkSync, setParams, proxyOn, generation]);

  const dismissNote = useCallback(() => setNote(null), []);
  return { remove, note: note?.for === generation ? note.text : null, dismissNote };
}
