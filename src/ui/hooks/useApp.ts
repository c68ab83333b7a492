// Wires the shell's state: URL, catalog worker, the source-set store and the hooks over it, sandbox; reopens `?spec=` on start.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { McpAnswer, McpQuestion } from '../../sandbox';
import { LIMITS } from '../../core/execution';
import { toTargetAuth, type Credentials } from '../app/targetAuth';
import { firstApiServer, type LinkPatch, type ViewId } from '../app/link';
import { linkedServerSettings } from '../app/apiSet';
import { SourceSetStore } from '../app/sourceSetStore';
import type { ViewProps } from './viewProps';
import { NO_SERVER_CHOICE } from '../../core/openapi';
import type { LoadedSummary, SpecInput } from '../workers/catalogProtocol';
import { useApiSet } from './useApiSet';
import { useApiPackages } from './useApiPackages';
import { useApprovals } from './useApprovals';
import { useCatalog } from './useCatalog';
import { useCredentialServers } from './useCredentialServers';
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
import { SourceLink } from '../app/sourceLink';
import type { RunEnvironment } from '../app/sandboxConfig';
import { useLatest } from './useLatest';
import { useSpec, type SpecController } from './useSpec';
import { pageLink, useUrlState } from './useUrlState';

export interface AppState extends ViewProps {
  /** The MCP servers connected as sources, and the add form's state. */
  mcp: McpController;
}

export function useApp(): AppState {
  const url = useUrlState();
  const worker = useCatalog();
  const catalog = worker?.client ?? null;
  // The loaded sources, in order, with their settings: every hook below reads and edits them there.
  const [store] = useState(() => new SourceSetStore());
  // The one writer of the link's sources (`spec=`, `server=`, `mcp=`): it follows the store.
  const { setParams } = url;
  const [links] = useState(() => new SourceLink(store, pageLink(setParams)));
  useEffect(() => links.start(), [links]);
  const loadedSpec = useSpec(worker, store);
  const servers = useServerChoice(store);
  // Every view sees the spec with the user's servers: BASE_URL, the allowlist and the credential servers follow them.
  const spec = useMemo<SpecController>(() => {
    const loaded = loadedSpec.loaded;
    if (!loaded || servers.choice === NO_SERVER_CHOICE) return loadedSpec;
    return { ...loadedSpec, loaded: { ...loaded, servers: servers.effective.servers, allowlist: servers.effective.allowlist } };
  }, [loadedSpec, servers.choice, servers.effective]);
  const { servers: credentialServers, setChecked: onCredentialServerChange } = useCredentialServers(store, spec.loaded?.servers);
  const proxy = useProxySettings();
  const timeLimit = useRunTimeLimit();
  const toolCap = useRunTimeLimit(TOOL_CAP);
  const { timeoutMs } = timeLimit;
  const toolCapMs = toolCap.timeoutMs;
  const apis = useApiSet(worker, loadedSpec, store, proxy.settings, url, links);
  // A server's question outside any run's call goes to the approval queue too (made below: the queue needs the
  // sources), with the approvals' time limit.
  const askRef = useRef<((q: McpQuestion, signal: AbortSignal) => Promise<McpAnswer>) | null>(null);
  const askQuestion = useCallback((q: McpQuestion, signal: AbortSignal): Promise<McpAnswer> => {
    const limited = AbortSignal.any([signal, AbortSignal.timeout(LIMITS.approvalTimeoutMs.value)]);
    return askRef.current?.(q, limited) ?? Promise.resolve({ action: 'cancel' });
  }, []);
  const mcp = useMcpSources(worker, loadedSpec, apis, proxy.settings, url, links, askQuestion);
  const { entries, sources, removed } = apis;
  const firstId = entries[0]?.id;
  const credentials = useMemo<Credentials>(() => entries[0]?.settings.credentials ?? {}, [entries]);
  const { setCredentials: setEntryCredentials } = apis;
  const onCredentialsChange = useCallback((next: Credentials) => {
    if (firstId !== undefined) setEntryCredentials(firstId, next);
  }, [firstId, setEntryCredentials]);
  const schemes = spec.loaded?.securitySchemes;
  const targetAuth = useMemo(() => toTargetAuth(schemes ?? [], credentials, credentialServers), [schemes, credentials, credentialServers]);
  const gone = useMemo(() => removed.map((r) => r.name).filter((n) => !sources.some((o) => o.name === n)), [removed, sources]);
  const approvals = useApprovals(sources, gone);
  useEffect(() => {
    askRef.current = approvals.askQuestion;
  }, [approvals.askQuestion]);
  const mockMode = useMockMode(store, catalog);
  // The run environment, built once: the playground's sandbox, chat, compare and the explorer all run in it.
  // Keyed by the sources' ids too: an MCP server's re-listed tools are a new source in the same place.
  const setKey = [...sources.map((o) => o.name), ...entries.map((e) => e.id)].join(' ');
  const packages = useApiPackages(catalog, loadedSpec.generation, setKey);
  const runEnv = useMemo<RunEnvironment>(
    () => ({ sources, requests: approvals.gate, removed, ...(packages ? { packages } : {}), timeoutMs, toolCapMs }),
    [sources, approvals.gate, removed, packages, timeoutMs, toolCapMs],
  );
  // The loaded APIs as one set: every figure and label that describes "the API" reads it (several APIs: the set's).
  const set = useMemo(() => loadedSet(runEnv), [runEnv]);
  const sandbox = useSandbox(runEnv);
  const skillApis = useMemo(() => loadedSkillApis(entries), [entries]);
  const skills = useSkills(skillApis);
  const specLoad = loadedSpec.load;
  const { remembered } = mockMode;
  const linkParams = useLatest(url.params);

  const loadSpec = useCallback(
    (input: SpecInput, options?: { fromLink?: boolean }) => {
      const specUrl = input.kind === 'url' ? input.url : null;
      links.loading(specUrl, options?.fromLink === true);
      // A server choice belongs to the spec it was made for; only the link that named both keeps it.
      const settings = (shortName: string, summary: LoadedSummary) => ({
        ...(options?.fromLink ? linkedServerSettings(summary, firstApiServer(linkParams.current, shortName), true) : {}),
        mock: remembered(summary),
      });
      void specLoad(input, settings);
    },
    [links, specLoad, remembered, linkParams],
  );

  // Only a `?spec=` the page did not cause itself loads a spec (a shared link, back/forward).
  const specParam = url.params.spec;
  useEffect(() => {
    if (catalog && links.needsLoad(specParam)) loadSpec({ kind: 'url', url: specParam }, { fromLink: true });
  }, [catalog, specParam, loadSpec, links]);

  const navigate = useCallback(
    (view: ViewId, params?: LinkPatch) => setParams({ ...params, view }, { push: true }),
    [setParams],
  );

  return {
    spec,
    catalog,
    sandbox,
    credentials,
    onCredentialsChange,
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
    runEnv,
    set,
    url,
    navigate,
    loadSpec,
    apis,
    mcp,
  };
}
