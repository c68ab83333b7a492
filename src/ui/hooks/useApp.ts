// Wires the shell's state: URL, catalog worker, spec, credentials, sandbox; reopens `?spec=` on start.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { findView } from '../app/views';
import { toTargetAuth, type Credentials } from '../app/targetAuth';
import type { LinkPatch } from '../app/link';
import type { ViewDef, ViewId, ViewProps } from '../app/viewTypes';
import type { SpecInput } from '../workers/catalogProtocol';
import { useCatalog } from './useCatalog';
import { useCredentialServers } from './useCredentialServers';
import { useSandbox } from './useSandbox';
import { useSpec } from './useSpec';
import { useUrlState } from './useUrlState';

export interface AppState extends ViewProps {
  activeView: ViewDef;
  /** Loads a spec and, on success, records a URL spec in `?spec=` (text specs clear it). */
  loadSpec: (input: SpecInput) => void;
}

export function useApp(): AppState {
  const url = useUrlState();
  const worker = useCatalog();
  const catalog = worker?.client ?? null;
  const spec = useSpec(worker);
  const [credentials, setCredentials] = useState<Credentials>({});
  const schemes = spec.loaded?.securitySchemes;
  const { servers: credentialServers, setChecked: onCredentialServerChange } = useCredentialServers(spec.loaded?.servers);
  const targetAuth = useMemo(
    () => toTargetAuth(schemes ?? [], credentials, credentialServers),
    [schemes, credentials, credentialServers],
  );
  const sandbox = useSandbox(spec.loaded, targetAuth);
  const { setParams } = url;
  const specLoad = spec.load;

  // The last URL we asked for, so `?spec=` changes we made ourselves do not trigger another load.
  const requested = useRef<string | null>(null);

  const loadSpec = useCallback(
    (input: SpecInput) => {
      if (input.kind === 'url') requested.current = input.url;
      void specLoad(input).then((loaded) => {
        if (!loaded) return;
        setParams({ spec: input.kind === 'url' ? input.url : null });
        setCredentials({});
      });
    },
    [specLoad, setParams],
  );

  // A shared link (or back/forward to another `?spec=`) opens that spec once the worker is up.
  const specParam = url.params.spec;
  useEffect(() => {
    if (!catalog || !specParam || specParam === requested.current) return;
    loadSpec({ kind: 'url', url: specParam });
  }, [catalog, specParam, loadSpec]);

  const navigate = useCallback(
    (view: ViewId, params?: LinkPatch) => setParams({ ...params, view }, { push: true }),
    [setParams],
  );

  return {
    spec,
    catalog,
    sandbox,
    credentials,
    onCredentialsChange: setCredentials,
    credentialServers,
    onCredentialServerChange,
    targetAuth,
    url,
    navigate,
    activeView: findView(url.params.view ?? null),
    loadSpec,
  };
}
