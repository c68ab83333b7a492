// Which servers receive the target-API credentials: document-level ones by default, others once the user confirms.
import { useCallback, useMemo, useState } from 'react';
import type { ServerInfo } from '../../core/openapi';
import { credentialServers, type CredentialServer, type CredentialServerChoices } from '../app/targetAuth';

export interface CredentialServersState {
  servers: CredentialServer[];
  setChecked: (url: string, checked: boolean) => void;
}

const DEFAULTS: CredentialServerChoices = {};

/**
 * `owner` is the first API the choices belong to (useSpec's firstLoad: its token count arriving later is the same one);
 * `specServers` its servers as the user chose them.
 */
export function useCredentialServers(owner: number, specServers: readonly ServerInfo[] | undefined): CredentialServersState {
  const [state, setState] = useState<{ for: number | null; choices: CredentialServerChoices }>({ for: null, choices: DEFAULTS });
  // Choices belong to one loaded spec: another spec, or the same one reloaded, starts from the defaults.
  const choices = state.for === owner ? state.choices : DEFAULTS;
  const servers = useMemo(() => credentialServers(specServers ?? [], choices), [specServers, choices]);
  const setChecked = useCallback(
    (url: string, checked: boolean) =>
      setState((prev) => ({ for: owner, choices: { ...(prev.for === owner ? prev.choices : DEFAULTS), [url]: checked } })),
    [owner],
  );
  return { servers, setChecked };
}
