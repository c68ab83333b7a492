// The MCP servers connected as sources: connect (the client loads only now, it is large), load the synthetic spec as
// the first source or beside the loaded ones, re-load it in place when the tools change, close it when its source leaves
// the page. `?mcp=` links connect in order; the link then follows the set (app/sourceLink.ts). A credential is passed to
// the connection, never kept.
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import type { ProxySettings } from '../../sandbox';
import { linkableMcpUrl } from '../app/link';
import { keepsFormOpen, mcpFailures, type McpFailureEntry } from '../app/mcpFailures';
import { returnedFromSignIn } from '../app/mcpSignIn';
import type { McpEntry, McpRegistry, StepUpListener } from '../app/mcpSources';
import type { SourceLink } from '../app/sourceLink';
import type { McpAuth, McpFailure, QuestionHandler } from '../../core/sources';
import type { ApiSetController } from './useApiSet';
import type { CatalogWorker } from './useCatalog';
import { useLatest } from './useLatest';
import type { SpecController } from './useSpec';
import type { UrlState } from './useUrlState';

const loadMcpClient = () => import('../app/mcpConnect');
type McpClientModule = Awaited<ReturnType<typeof loadMcpClient>>;

/** The form's choices besides the credential: the CORS proxy, a pre-registered OAuth client. */
export interface ConnectChoices {
  proxy?: boolean;
  client?: { id: string; secret?: string };
}

export interface McpController {
  /** The add form is shown (its toggle, or a link's server that failed). */
  formOpen: boolean;
  setFormOpen: (open: boolean) => void;
  /** The URL being connected, or null. */
  connecting: string | null;
  /** The connections that failed, and why (message and fix from the client's diagnosis), newest last (app/mcpFailures.ts). */
  failures: readonly McpFailureEntry[];
  /** The user closes this server's failure. */
  dismissFailure: (url: string) => void;
  /** Opens a server's authorization page (a failure's `signIn`) in a popup, else the tab goes; only from the user's click. */
  signIn: (server: string, authorizationUrl: string) => void;
  /** Connects and loads the server's tools as a source; true when it is loaded. `auth` goes to this connection only. */
  connect: (url: string, auth?: McpAuth, options?: ConnectChoices) => Promise<boolean>;
  /** A link's servers are still being connected (or wait for the user to confirm them). */
  restoring: boolean;
  /** The link's servers, while they wait for the user's Connect (or Don't connect); else null. */
  linkServers: readonly string[] | null;
  /** Server URLs the link carried that a link may not (a password in one): left out, said once. */
  linkDropped: number;
  confirmLink: () => void;
  dismissLink: () => void;
  /** Whether a link may carry this server URL (app/link.ts; read here so the lazy form does not share link.ts's chunk). */
  linkable: (url: string) => boolean;
}

const otherFailure = (message: string): McpFailure => ({ kind: 'other', message });
const linkable = (url: string): boolean => linkableMcpUrl(url) !== undefined;

function signInReturned(): boolean {
  try {
    return returnedFromSignIn(window.sessionStorage);
  } catch {
    return false;
  }
}


/** `questions`: answers a server's questions mid-call (the approval queue); each connection declares it can. */
export function useMcpSources(worker: CatalogWorker | null, spec: SpecController, apis: ApiSetController, proxy: ProxySettings | null, url: UrlState, links: SourceLink, questions?: QuestionHandler): McpController {
  // Created with the client's first load: a page without MCP servers has no registry. The set's entries carry each
  // server's URL and tool hook; the registry, its connection.
  const registryRef = useRef<McpRegistry | null>(null);
  const [version, setVersion] = useState(0);
  const bump = useCallback(() => setVersion((v) => v + 1), []);
  const [formOpen, setFormOpen] = useState(false);
  const [connecting, setConnecting] = useState<string | null>(null);
  const [failures, dispatch] = useReducer(mcpFailures, []);
  const setFailure = useCallback((entry: McpFailureEntry) => dispatch({ type: 'failed', entry }), []);
  const clearFailure = useCallback((url: string) => dispatch({ type: 'cleared', urls: [url] }), []);
  // Read when a server connects: the form stays open while another server's failure is shown there.
  const latestFailures = useLatest(failures);
  const { entries } = apis;
  const order = useMemo(() => entries.map((e) => e.id), [entries]);
  const latest = useLatest({ empty: entries.length === 0, apis, spec, proxy });

  // What each server was last connected with: a sign-in that comes back in the popup connects it the same way.
  const choices = useRef(new Map<string, ConnectChoices>());
  /** Its tools re-listed in place when the server says they changed. */
  const watch = useCallback((client: McpClientModule, registry: McpRegistry, entry: McpEntry) => {
    entry.unsubscribe = entry.connection.onToolsChanged(() => {
      void registry.relist(entry, (id) => latest.current.apis.replace(id, client.mcpSpecInput(entry))).then(bump);
    });
  }, [bump, latest]);
  // A call refused for a scope (during a run or a chat): the panel offers the sign-in; only the user's click opens it.
  const onStepUp = useCallback<StepUpListener>((entry, signIn, message) => {
    setFailure({
      url: entry.url, stepUp: true,
      failure: { kind: 'auth', status: 403, message, signIn, fix: 'Sign in there (in a popup: the run and the chat stay); this server\'s source is then connected again with the new permission, in its place.' },
    });
    setFormOpen(true);
  }, [setFailure]);
  const latestStepUp = useLatest(onStepUp);
  const connect = useCallback(async (raw: string, auth?: McpAuth, options?: ConnectChoices): Promise<boolean> => {
    const target = raw.trim();
    if (options) choices.current.set(target, options);
    setConnecting(target);
    clearFailure(target);
    const fail = (f: McpFailure) => {
      setFailure({ url: target, failure: f });
      setFormOpen(true);
      return false;
    };
    try {
      const client = await loadMcpClient();
      const registry = (registryRef.current ??= new client.McpRegistry());
      const viaProxy = options?.proxy ? latest.current.proxy : null;
      const key = registry.reserveKey(client.mcpKey(target));
      const opened = await client.openMcp(target, key, { ...client.credentialOptions(target, auth, options?.client), ...(viaProxy ? { proxy: viaProxy } : {}), ...(questions ? { questions } : {}) }, latestStepUp.current);
      if (!opened.ok) registry.releaseKey(key);
      // A server that asks for a sign-in fails with the authorization page: the user goes there with a click (signIn).
      if (!opened.ok) return fail(opened.failure);
      const { entry } = opened;
      const { apis: set, spec: first } = latest.current;
      const ref = { url: target, tools: entry.tools, speaks: client.spokenBy(entry.connection) };
      const placed = latest.current.empty
        ? await first.loadSource(client.mcpSpecInput(entry), { mcp: ref })
        : await set.addMcp(client.mcpSpecInput(entry), ref);
      if (!placed) {
        registry.releaseKey(key);
        client.closeEntry(entry);
        return fail(otherFailure(`Connected to ${target}, but its tools could not be loaded as a source.`));
      }
      registry.add(placed.id, entry);
      watch(client, registry, entry);
      bump();
      if (!keepsFormOpen(latestFailures.current, target)) setFormOpen(false);
      return true;
    } catch (err) {
      return fail(otherFailure(`Could not connect to ${target}: ${err instanceof Error ? err.message : String(err)}`));
    } finally {
      setConnecting(null);
    }
  }, [bump, latest, watch, latestStepUp, questions, setFailure, clearFailure, latestFailures]);

  // A source that left the page (removed, or dropped when a spec replaced the whole set) closes its connection, and its
  // failure (a call refused for a scope) goes with it; again after a re-list (`version`), which a removal during it may
  // have left to this sweep.
  useEffect(() => {
    const gone = registryRef.current?.sweep(new Set(order)) ?? [];
    if (gone.length > 0) dispatch({ type: 'cleared', urls: gone.map((e) => e.url) });
  }, [order, version]);
  useEffect(() => () => void registryRef.current?.sweep(new Set()), []);

  // A link's servers connect once the user confirms them (a link is anyone's: it must not reach out to servers it
  // names unasked) and the link's specs have loaded (or failed), one by one so they keep link order. Back from a
  // sign-in the user started, they were confirmed before leaving.
  const [fromLink] = useState(() => url.params.mcp ?? null);
  const [confirmed, setConfirmed] = useState(() => fromLink === null || signInReturned());
  const [restored, setRestored] = useState(fromLink === null);
  const started = useRef(false);
  const specSettled = url.params.spec === undefined || spec.loaded !== null || spec.error !== null;
  const ready = confirmed && !restored && worker !== null && specSettled && !apis.restoring;
  const latestConnect = useLatest(connect);
  useEffect(() => {
    if (!ready || !fromLink || started.current) return;
    started.current = true;
    void (async () => {
      for (const server of fromLink) await latestConnect.current(server);
      setRestored(true);
    })();
  }, [ready, fromLink, latestConnect]);

  // The link keeps its own servers until they are connected or dismissed; then it follows the set.
  useEffect(() => links.hold('mcp', !restored), [links, restored]);

  // The user's click: in a popup, the answer connects the server here; when the popup is blocked the tab goes, and
  // the server went into the link first, so the page that comes back connects it with the code.
  const stopWaiting = useRef<(() => void) | null>(null);
  useEffect(() => () => stopWaiting.current?.(), []);
  // Back from a sign-in for a connected server's call (a step-up): a new connection with the new token takes the old
  // one's place in its entry, so the source keeps its id, short name, place and link; its tools re-list if they changed.
  const reconnect = useCallback(async (client: McpClientModule, registry: McpRegistry, entry: McpEntry) => {
    const options = choices.current.get(entry.url);
    const viaProxy = options?.proxy ? latest.current.proxy : null;
    setConnecting(entry.url);
    clearFailure(entry.url);
    try {
      const outcome = await client.reopenMcp(entry.url, { ...client.credentialOptions(entry.url, undefined, options?.client, true), ...(viaProxy ? { proxy: viaProxy } : {}), ...(questions ? { questions } : {}) });
      if (!outcome.ok) {
        setFailure({ url: entry.url, failure: outcome.failure, stepUp: true });
        return;
      }
      const before = JSON.stringify(entry.connection.tools());
      registry.swap(entry, outcome.connection);
      watch(client, registry, entry);
      if (JSON.stringify(entry.connection.tools()) !== before) await registry.relist(entry, (id) => latest.current.apis.replace(id, client.mcpSpecInput(entry)));
      bump();
      if (!keepsFormOpen(latestFailures.current, entry.url)) setFormOpen(false);
    } finally {
      setConnecting(null);
    }
  }, [bump, latest, watch, questions, setFailure, clearFailure, latestFailures]);

  const signIn = useCallback(async (server: string, authorizationUrl: string) => {
    const client = await loadMcpClient();
    const registry = registryRef.current;
    const connected = registry?.byUrl(server);
    // A connected server is in the link already, in its place.
    if (!connected) links.keepForSignIn(server);
    stopWaiting.current?.();
    stopWaiting.current = client.awaitSignIn(server, () => {
      stopWaiting.current?.();
      stopWaiting.current = null;
      const still = registry?.byUrl(server);
      if (registry && still) void reconnect(client, registry, still);
      else void latestConnect.current(server, undefined, choices.current.get(server));
    });
    if (!client.startSignIn(server, authorizationUrl)) setFailure({ url: server, failure: otherFailure(`Could not open the sign-in page ${authorizationUrl.slice(0, 200)}.`) });
  }, [links, latestConnect, reconnect, setFailure]);

  const [linkDropped, setLinkDropped] = useState(url.droppedMcp);
  const confirmLink = useCallback(() => {
    setConfirmed(true);
    setLinkDropped(0);
  }, []);
  // Not connected: the link then carries only the servers the user did connect.
  const dismissLink = useCallback(() => {
    setRestored(true);
    setLinkDropped(0);
  }, []);
  const linkServers = !confirmed && !restored ? fromLink : null;

  return {
    formOpen, setFormOpen, connecting, failures, dismissFailure: clearFailure, connect, signIn: (server, to) => void signIn(server, to),
    restoring: !restored, linkable, linkServers, linkDropped, confirmLink, dismissLink,
  };
}
