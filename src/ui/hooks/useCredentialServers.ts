// Which servers receive the target-API credentials: document-level ones by default, others once the user confirms.
import { useCallback, useMemo, useState } from 'react';
import type { ServerInfo } from '../../core/openapi';
import { credentialServers, type CredentialServer, type CredentialServerChoices } from '../app/targetAuth';

export interface CredentialServersState {
  servers: CredentialServer[];
  setChecked: (url: string, checked: boolean) => void;
}

const DEFAULTS: CredentialServerChoices = {};

export function useCredentialServers(specServers: readonly ServerInfo[] | undefined): CredentialServersState {
  const [state, setState] = useState<{ for: readonly ServerInfo[] | undefined; choices: CredentialServerChoices }>({ for: undefined, choices: DEFAULTS });
  // Choices belong to one loaded spec (its servers array): another spec, or the same one reloaded, starts from the defaults.
  const choices = state.for === specServers ? state.choices : DEFAULTS;
  const servers = useMemo(() => credentialServers(specServers ?? [], choices), [specServers, choices]);
  const setChecked = useCallback(
    (url: string, checked: boolean) =>
      setState((prev) => ({ for: specServers, choices: { ...(prev.for === specServers ? prev.choices : DEFAULTS), [url]: checked } })),
    [specServers],
  );
  return { servers, setChecked };
}
