// The server choice of the first source as the page-wide server picker edits it. The choice is the entry's own
// (app/sourceSetStore.ts): removing the first source shows the next one's; the link's `server=` follows it
// (app/sourceLink.ts). A server named by a link that the spec does not declare stays pending (not allowlisted) until
// the user confirms it.
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { addServer, NO_SERVER_CHOICE, type ServerChoice, type ServerInfo } from '../../core/openapi';
import { serverEdits, type ServerChoiceEdits } from '../app/serverEdits';
import type { SourceSetStore } from '../app/sourceSetStore';

export interface ServerChoiceController extends ServerChoiceEdits {
  /** The servers the spec declares (variables at their defaults). */
  declared: readonly ServerInfo[];
  /** A server a link asked for that the spec does not declare: unused until confirmed. */
  pending: string | null;
  confirmPending: () => void;
  dismissPending: () => void;
}

const NO_SERVERS: readonly ServerInfo[] = [];

export function useServerChoice(store: SourceSetStore): ServerChoiceController {
  const first = useSyncExternalStore(store.subscribe, store.getSnapshot).entries[0];
  const id = first?.id;
  const declared = first?.summary.servers ?? NO_SERVERS;
  const choice: ServerChoice = first?.settings.choice ?? NO_SERVER_CHOICE;
  const pending = first?.settings.pending ?? null;

  const change = useCallback((next: { choice?: ServerChoice; pending?: string | null }) => {
    if (id !== undefined) store.update(id, next);
  }, [store, id]);
  const edits = useMemo(() => serverEdits(declared, choice, (next) => change({ choice: next })), [declared, choice, change]);

  const confirmPending = useCallback(() => {
    if (pending !== null) change({ pending: null, choice: addServer(choice, pending) });
  }, [pending, choice, change]);
  const dismissPending = useCallback(() => change({ pending: null }), [change]);

  return { ...edits, declared, pending, confirmPending, dismissPending };
}
