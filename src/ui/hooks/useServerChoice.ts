// The server choice of the first source as the page-wide server picker edits it, kept in the link's `server` (a link's
// `server.<short name>` also names it). The choice is the entry's own (app/sourceSetStore.ts): removing the first
// source shows the next one's. A server named by a link that the spec does not declare stays pending (not
// allowlisted) until the user confirms it.
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { addServer, NO_SERVER_CHOICE, type ServerChoice, type ServerInfo } from '../../core/openapi';
import { firstApiServer } from '../app/link';
import { serverEdits, type ServerChoiceEdits } from '../app/serverEdits';
import type { SourceSetStore } from '../app/sourceSetStore';
import type { UrlState } from './useUrlState';

export interface ServerChoiceController extends ServerChoiceEdits {
  /** The servers the spec declares (variables at their defaults). */
  declared: readonly ServerInfo[];
  /** A server a link asked for that the spec does not declare: unused until confirmed. */
  pending: string | null;
  confirmPending: () => void;
  dismissPending: () => void;
}

const NO_SERVERS: readonly ServerInfo[] = [];

export function useServerChoice(store: SourceSetStore, url: UrlState): ServerChoiceController {
  const set = useSyncExternalStore(store.subscribe, store.getSnapshot);
  const first = set.entries[0];
  const id = first?.id;
  const declared = first?.summary.servers ?? NO_SERVERS;
  const choice: ServerChoice = first?.settings.choice ?? NO_SERVER_CHOICE;
  const pending = first?.settings.pending ?? null;
  const linkServer = firstApiServer(url.params, first?.shortName ?? null);

  // The link follows the choice once the user edits it, and at once for a source that became first by a removal;
  // a freshly loaded one keeps the link's own `server` until then.
  const [follows, setFollows] = useState<number | null>(null);
  const seen = useRef({ generation: set.generation, firstLoad: set.firstLoad });
  useEffect(() => {
    const before = seen.current;
    seen.current = { generation: set.generation, firstLoad: set.firstLoad };
    if (before.generation === set.generation && before.firstLoad !== set.firstLoad) setFollows(set.firstLoad);
  }, [set.generation, set.firstLoad]);
  const following = follows === set.firstLoad;

  const { firstLoad } = set;
  const change = useCallback((next: { choice?: ServerChoice; pending?: string | null }) => {
    if (id === undefined) return;
    store.update(id, next);
    setFollows(firstLoad);
  }, [store, id, firstLoad]);
  const edits = useMemo(() => serverEdits(declared, choice, (next) => change({ choice: next })), [declared, choice, change]);

  // The link names BASE_URL when it is not the spec's own first server; a pending server stays in it until confirmed or dismissed.
  const { setParams } = url;
  const firstUrl = edits.effective.servers[0]?.url ?? null;
  const chosen = firstUrl === (declared[0]?.url ?? null) ? null : firstUrl;
  const loaded = first !== undefined;
  useEffect(() => {
    if (!loaded || pending !== null || !following) return;
    if ((linkServer ?? null) !== chosen) setParams({ server: chosen });
  }, [loaded, pending, following, linkServer, chosen, setParams]);
  // A link's `server.<short name>` for this source becomes `server=`: the set rewrites the named ones from the others.
  const ownServer = url.params.server;
  useEffect(() => {
    if (loaded && !following && ownServer === undefined && linkServer !== undefined) setParams({ server: linkServer });
  }, [loaded, following, ownServer, linkServer, setParams]);

  const confirmPending = useCallback(() => {
    if (pending !== null) change({ pending: null, choice: addServer(choice, pending) });
  }, [pending, choice, change]);
  const dismissPending = useCallback(() => change({ pending: null }), [change]);

  return { ...edits, declared, pending, confirmPending, dismissPending };
}
