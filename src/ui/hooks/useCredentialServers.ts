// Which servers receive the first source's target-API credentials: document-level ones by default, others once the
// user confirms. The choices are the entry's own (app/sourceSetStore.ts).
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { ServerInfo } from '../../core/openapi';
import type { SourceSetStore } from '../app/sourceSetStore';
import { credentialServers, type CredentialServer } from '../app/targetAuth';

export interface CredentialServersState {
  servers: CredentialServer[];
  setChecked: (url: string, checked: boolean) => void;
}

/** `specServers`: the first source's servers as the user chose them. */
export function useCredentialServers(store: SourceSetStore, specServers: readonly ServerInfo[] | undefined): CredentialServersState {
  const first = useSyncExternalStore(store.subscribe, store.getSnapshot).entries[0];
  const choices = first?.settings.credentialServers;
  const servers = useMemo(() => credentialServers(specServers ?? [], choices ?? {}), [specServers, choices]);
  const id = first?.id;
  const setChecked = useCallback((url: string, checked: boolean) => {
    const entry = id === undefined ? undefined : store.find(id);
    if (entry) store.update(entry.id, { credentialServers: { ...entry.settings.credentialServers, [url]: checked } });
  }, [store, id]);
  return { servers, setChecked };
}
