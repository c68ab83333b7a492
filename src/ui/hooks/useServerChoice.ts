// The user's server choice for the loaded spec, kept in the link's `server` (a link's `server.<short name>` also names
// it); the spec as the rest of the app sees it.
// A server named by a link that the spec does not declare stays pending (not allowlisted) until the user confirms it.
import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  addServer, checkServerUrl, effectiveServers, matchDeclaredServer, NO_SERVER_CHOICE, removeServer, selectServer, setServerVariable,
  type ServerChoice, type ServerInfo, type ServerUrlCheck,
} from '../../core/openapi';
import { firstApiServer } from '../app/link';
import type { ServerChoiceEdits } from '../app/serverEdits';
import type { LoadedSummary } from '../workers/catalogProtocol';
import type { UrlState } from './useUrlState';

export interface ServerChoiceController extends ServerChoiceEdits {
  /** The servers the spec declares (variables at their defaults). */
  declared: readonly ServerInfo[];
  /** A server a link asked for that the spec does not declare: unused until confirmed. */
  pending: string | null;
  confirmPending: () => void;
  dismissPending: () => void;
  /** The spec that became the first API as `owner` (useSpec.promote) keeps the choice it had beside the first. */
  adopt: (owner: number, choice: ServerChoice) => void;
}

interface State {
  /** The first API the choice belongs to (useSpec's firstLoad: the token count arriving later is the same one). */
  for: number;
  choice: ServerChoice;
  pending: string | null;
}

/** What a freshly loaded spec starts with: the link's server when the spec declares it, else that server pending. */
function initial(loaded: LoadedSummary | null, generation: number, linkServer: string | undefined): State {
  if (!loaded || !linkServer) return { for: generation, choice: NO_SERVER_CHOICE, pending: null };
  const match = matchDeclaredServer(loaded.servers, linkServer);
  if (!match) return { for: generation, choice: NO_SERVER_CHOICE, pending: linkServer };
  const values = match.values ? { [match.selected]: match.values } : {};
  return { for: generation, choice: { selected: match.selected, values, added: [] }, pending: null };
}

/**
 * `generation` counts first APIs (useSpec's firstLoad): the choice survives the same one's later updates, such as its
 * token count. `shortName`: the first API's default short name, which a link's `server.<short name>` may use.
 */
export function useServerChoice(loaded: LoadedSummary | null, generation: number, url: UrlState, shortName: string | null): ServerChoiceController {
  const linkServer = firstApiServer(url.params, shortName);
  const [stored, setStored] = useState<State>(() => initial(loaded, generation, linkServer));
  // A choice belongs to one loaded spec: another spec (or a reload) starts from the link, else the spec's defaults.
  const state = stored.for === generation ? stored : initial(loaded, generation, linkServer);
  const { choice, pending } = state;
  const declared = useMemo(() => loaded?.servers ?? [], [loaded]);
  const effective = useMemo(() => effectiveServers(declared, choice), [declared, choice]);

  const update = useCallback(
    (change: (s: State) => State) => setStored((prev) => change(prev.for === generation ? prev : initial(loaded, generation, linkServer))),
    [loaded, generation, linkServer],
  );

  // The link names BASE_URL when it is not the spec's own first server; a pending server stays in it until confirmed or dismissed.
  const { setParams } = url;
  const first = effective.servers[0]?.url ?? null;
  const chosen = first === (declared[0]?.url ?? null) ? null : first;
  useEffect(() => {
    if (!loaded || pending !== null || stored.for !== generation) return;
    if ((linkServer ?? null) !== chosen) setParams({ server: chosen });
  }, [loaded, generation, pending, stored.for, linkServer, chosen, setParams]);
  // A link's `server.<short name>` for this API becomes `server=`: the set rewrites the named ones from the further APIs.
  const ownServer = url.params.server;
  useEffect(() => {
    if (loaded && stored.for !== generation && ownServer === undefined && linkServer !== undefined) setParams({ server: linkServer });
  }, [loaded, generation, stored.for, ownServer, linkServer, setParams]);

  const select = useCallback((key: string) => update((s) => ({ ...s, choice: selectServer(s.choice, key) })), [update]);
  const setVariable = useCallback(
    (key: string, name: string, value: string) => update((s) => ({ ...s, choice: setServerVariable(s.choice, key, name, value) })),
    [update],
  );
  const add = useCallback(
    (text: string): ServerUrlCheck => {
      const checked = checkServerUrl(text);
      if (checked.ok) update((s) => ({ ...s, choice: addServer(s.choice, checked.url) }));
      return checked;
    },
    [update],
  );
  const remove = useCallback((target: string) => update((s) => ({ ...s, choice: removeServer(s.choice, target) })), [update]);
  const confirmPending = useCallback(
    () => update((s) => (s.pending ? { ...s, pending: null, choice: addServer(s.choice, s.pending) } : s)),
    [update],
  );
  const dismissPending = useCallback(() => update((s) => ({ ...s, pending: null })), [update]);
  const adopt = useCallback((owner: number, carried: ServerChoice) => setStored({ for: owner, choice: carried, pending: null }), []);

  return { declared, choice, effective, pending, select, setVariable, add, remove, confirmPending, dismissPending, adopt };
}
