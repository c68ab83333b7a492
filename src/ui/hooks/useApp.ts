// Wires the shell's state: URL, catalog worker, spec, credentials, sandbox; reopens `?spec=` on start.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { findView } from '../app/views';
import { toTargetAuth, type Credentials } from '../app/targetAuth';
import { linkedView, type LinkPatch } from '../app/link';
import type { ViewDef, ViewId, ViewProps } from '../app/viewTypes';
import { NO_SERVER_CHOICE } from '../../core/openapi';
import type { SpecInput } from '../workers/catalogProtocol';
import { useApiSet } from './useApiSet';
import { useApiPackages } from './useApiPackages';
import { useApprovals } from './useApprovals';
import { useCatalog } from './useCatalog';
import { useCredentialServers } from './useCredentialServers';
import { useFirstRemoval, type FirstRemoval } from './useFirstRemoval';
import { useMcpSources, type McpController } from './useMcpSources';
import { useMockMode } from './useMockMode';
import { useProxySettings } from './useProxySettings';
import { useRunTimeLimit } from './useRunTimeLimit';
import { TOOL_CAP } from '../app/runTimeLimit';
import { useSandbox } from './useSandbox';
import { useServerChoice } from './useServerChoice';
import { useSkills } from './useSkills';
import { loadedSkillApis } from '../app/skills';
import { loadedSet } from '../app/loadedSet';
import { SpecLinkSync } from '../app/specLinkSync';
import { useSpec, type SpecController } from './useSpec';
import { useUrlState } from './useUrlState';

export interface AppState extends ViewProps {
  activeView: ViewDef;
  /** The MCP servers connected as sources, and the add form's state. */
  mcp: McpController;
  /** Removing the first API while others are loaded (the next becomes the first). */
  firstRemoval: FirstRemoval;
}

export function useApp(): AppState {
  const url = useUrlState();
  const worker = useCatalog();
  const catalog = worker?.client ?? null;
  const loadedSpec = useSpec(worker);
  const servers = useServerChoice(loadedSpec.loaded, loadedSpec.firstLoad, url, loadedSpec.source?.shortName ?? null);
  // Every view sees the spec with the user's servers: BASE_URL, the allowlist and the credential servers follow them.
  const spec = useMemo<SpecController>(() => {
    const loaded = loadedSpec.loaded;
    if (!loaded || servers.choice === NO_SERVER_CHOICE) return loadedSpec;
    return { ...loadedSpec, loaded: { ...loaded, servers: servers.effective.servers, allowlist: servers.effective.allowlist } };
  }, [loadedSpec, servers.choice, servers.effective]);
  const [credentials, setCredentials] = useState<Credentials>({});
  const schemes = spec.loaded?.securitySchemes;
  const { servers: credentialServers, setChecked: onCredentialServerChange } = useCredentialServers(loadedSpec.firstLoad, spec.loaded?.servers);
  const targetAuth = useMemo(
    () => toTargetAuth(schemes ?? [], credentials, credentialServers),
    [schemes, credentials, credentialServers],
  );
  const proxy = useProxySettings();
  const timeLimit = useRunTimeLimit();
  const toolCap = useRunTimeLimit(TOOL_CAP);
  const { timeoutMs } = timeLimit;
  const toolCapMs = toolCap.timeoutMs;
  const apis = useApiSet(worker, loadedSpec, proxy.settings, url);
  const mcp = useMcpSources(worker, loadedSpec, apis, proxy.settings, url);
  const { firstName, others, removed } = apis;
  const firstMcp = loadedSpec.source?.mcp;
  const gone = useMemo(() => removed.map((r) => r.name).filter((n) => n !== firstName && !others.some((o) => o.name === n)), [removed, firstName, others]);
  const approvals = useApprovals(spec.loaded, others, gone);
  const mockMode = useMockMode(spec.loaded, catalog);
  const network = useMemo(() => ({ requests: approvals.gate, mock: mockMode.hook, proxy: proxy.settings }), [approvals.gate, mockMode.hook, proxy.settings]);
  // The run environment, built once: the playground's sandbox, chat, compare and the explorer all run in it.
  // Keyed by the sources' ids too: an MCP server's re-listed tools are a new source in the same place.
  const setKey = [firstName, ...others.map((o) => o.name), loadedSpec.source?.id, ...apis.extras.map((e) => e.id)].join(' ');
  const packages = useApiPackages(catalog, loadedSpec.generation, setKey);
  const runEnv = useMemo(
    () => ({
      summary: spec.loaded, targetAuth, network, ...(firstName ? { name: firstName } : {}),
      ...(firstMcp ? { tools: firstMcp.tools, mcpUrl: firstMcp.url } : {}), others, removed, ...(packages ? { packages } : {}), timeoutMs, toolCapMs,
    }),
    [spec.loaded, targetAuth, network, firstName, firstMcp, others, removed, packages, timeoutMs, toolCapMs],
  );
  // The loaded APIs as one set: every figure and label that describes "the API" reads it (several APIs: the set's).
  const set = useMemo(() => loadedSet(runEnv), [runEnv]);
  const sandbox = useSandbox(runEnv);
  // Skills key the first API by its spec as declared; its literal base URLs include the user's chosen servers.
  const declared = loadedSpec.loaded;
  const chosen = spec.loaded;
  const skillApis = useMemo(
    () => loadedSkillApis(declared && chosen && firstName ? { declared, chosen, name: firstName } : null, apis.extras),
    [declared, chosen, firstName, apis.extras],
  );
  const skills = useSkills(skillApis);
  const { setParams } = url;
  const specLoad = loadedSpec.load;

  // Only a `?spec=` the page did not cause itself loads a spec (a shared link, back/forward).
  const [linkSync] = useState(() => new SpecLinkSync());

  const loadSpec = useCallback(
    (input: SpecInput, options?: { fromLink?: boolean }) => {
      const specUrl = input.kind === 'url' ? input.url : null;
      const ticket = linkSync.start(specUrl);
      void specLoad(input).then((loaded) => {
        if (!loaded || !linkSync.succeeded(ticket, specUrl)) return;
        // A server choice belongs to the spec it was made for; only the link that named both keeps it.
        setParams(options?.fromLink ? { spec: specUrl } : { spec: specUrl, server: null, apiServers: null });
        setCredentials({});
      });
    },
    [linkSync, specLoad, setParams],
  );

  const firstRemoval = useFirstRemoval({
    apis, declared: loadedSpec.loaded?.allowlist, chosen: spec.loaded?.allowlist, generation: loadedSpec.generation,
    servers, setCredentials, mockMode, proxyOn: proxy.settings !== null, url, linkSync,
  });

  const specParam = url.params.spec;
  useEffect(() => {
    if (catalog && linkSync.needsLoad(specParam)) loadSpec({ kind: 'url', url: specParam }, { fromLink: true });
  }, [catalog, specParam, loadSpec, linkSync]);

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
    servers,
    skills,
    approvals,
    mockMode,
    proxy,
    timeLimit,
    toolCap,
    network,
    runEnv,
    set,
    url,
    navigate,
    activeView: findView(linkedView(url.params) ?? null),
    loadSpec,
    apis,
    mcp,
    firstRemoval,
  };
}
