// Connects the agent to the MCP server of a mode: code mode over the catalog + sandbox, classic over the broker, dual
// over both (typed tools through the broker, execute in the sandbox).
import { isNativeMode, type AgentMode } from '../../core/agent';
import { specSearchProgram, variantOf } from '../../core/discovery';
import type { CatalogApi, ClassicToolDef } from '../../core/catalog';
import {
  chooseDualSurface,
  connectInMemory,
  UserWaits,
  createClassicServer,
  createCodeModeServer,
  createDualServer,
  type DualSurface,
  type HttpExecutor,
  type InMemoryConnection,
} from '../../core/surfaces';
import type { CodeRunner, ExecutionResult } from '../../core/execution';
import { PROVIDER_LIMITS } from '../../core/llm/providers';
import type { ProviderId, SearchVariant } from '../../core/llm';
import { restoreRequest, type PrivacyVault } from '../../core/privacy';
import { skillModule, type ListedSkill } from '../../core/skills';
import { toolProgressText, type McpProgress, type SourceLine } from '../../core/sources';
import { DEFAULT_OFFRAMP_TOKENS, workspaceRunner, type WorkspaceView } from '../../core/workspace';
import type { ApprovalDecision, RequestGate, SandboxConfig } from '../../sandbox';
import { allowedBases } from '../app/sandboxConfig';
import type { SandboxController } from '../app/sandboxController';

export interface ToolDeps {
  catalog: CatalogApi;
  sandbox: SandboxController;
  /** Allowlist, base URL and target-API credentials (the broker adds them; the model never sees them). */
  sandboxConfig: SandboxConfig;
  /** Privacy mode: the chat's token mapping; requests leaving the sandbox get real values back. */
  privacy?: PrivacyVault;
  /** The loaded set's saved skills (search lists them; execute can import them). */
  skills?: readonly ListedSkill[];
  /** The model's save_skill: asks the user (until `signal` ends the question), then saves. */
  saveSkill?: (code: string, signal: AbortSignal) => Promise<{ ok: boolean; message: string }>;
  /** The run's workspace under /data; default the chat's, bound now (Workspace.bind). Compare gives each run its own. */
  workspace?: WorkspaceView;
  /** Context Off-Ramp threshold in tokens; null = off (classic is then pure classic). Default DEFAULT_OFFRAMP_TOKENS. */
  offRampTokens?: number | null;
  /** Tokens of the spec's classic tool list (the catalog worker counts them once per spec); dual mode's choice. */
  classicTokens?: () => Promise<number>;
  /** tool-search mode: the hosted search variant the user picked (default bm25). */
  searchVariant?: SearchVariant;
  /** Several APIs: their lines for the system prompt (sandboxConfig's apiLines); unset with one. */
  apis?: readonly SourceLine[];
  /** code-spec: each loaded API's document as JSON text under its short name (the catalog worker serializes it once). */
  specJson?: () => Promise<{ ok: true; specs: Array<{ name: string; text: string }> } | { ok: false; error: string }>;
  /** Typed tools (classic, dual) calling an MCP tool: its latest progress line, null once the call settles. */
  onToolProgress?: (line: string | null) => void;
}

/** What the MCP servers route and word their tools by: `BASE_URL` and its allowed bases (the first source's), `BASE_URLS`, the API count. */
function apiRouting({ apis }: SandboxConfig): { baseUrl: string; allowed: string[]; baseUrls: Record<string, string>; apiCount: number } {
  const [first] = apis;
  return {
    baseUrl: first?.baseUrl ?? '', allowed: allowedBases(first?.allowlist ?? []),
    baseUrls: Object.fromEntries(apis.flatMap((a) => (a.name ? [[a.name, a.baseUrl]] : []))), apiCount: apis.length,
  };
}

/** Privacy mode's broker hook: real values into a request that passed the allowlist and the request policy. */
const restorer = (privacy: PrivacyVault | undefined) =>
  privacy ? <T extends Parameters<typeof restoreRequest>[1]>(req: T): T => restoreRequest(privacy, req) : undefined;

/** Runs in the sandbox with the chat's workspace under /data; a finished run's writes go back into it. */
/** `requests`: the run's approval scope (its "Allow writes for this run" holds for these runs only). */
export function sandboxRunner(sandbox: SandboxController, privacy?: PrivacyVault, skills: readonly ListedSkill[] = [], workspace: WorkspaceView = sandbox.workspace.bind(), requests?: RequestGate): CodeRunner {
  const prepareRequest = restorer(privacy);
  const modules = skills.map(skillModule);
  return workspaceRunner((code, options) => sandbox.run(code, { ...options, prepareRequest, skills: modules, ...(requests ? { requests } : {}) }), workspace);
}

const failedSearch = (error: string): ExecutionResult => ({ ok: false, result: null, stdout: '', stderr: '', error, requests: [], durationMs: 0 });

/** code-spec's search: the model's code over the spec in a sealed run (no network, no workspace, the spec read-only). */
export function specSearchRunner(sandbox: SandboxController, specJson: ToolDeps['specJson']): CodeRunner {
  return {
    async run(code, options = {}) {
      const spec = specJson ? await specJson() : { ok: false as const, error: 'No spec is loaded.' };
      if (!spec.ok) return failedSearch(spec.error);
      return sandbox.run(specSearchProgram(code), { ...(options.signal ? { signal: options.signal } : {}), offline: true, specs: Object.fromEntries(spec.specs.map((s) => [s.name, s.text])) });
    },
  };
}

/**
 * Classic tools perform their request through the same allowlisting broker the sandbox uses. Privacy mode: the tool's
 * arguments arrive as the model wrote them (tokens); the broker alone puts the real values back, as for code mode.
 */
export async function brokerExecutor(config: SandboxConfig, privacy?: PrivacyVault, onToolProgress?: ToolDeps['onToolProgress']): Promise<HttpExecutor> {
  const { createBroker } = await import('../../sandbox');
  const restore = restorer(privacy);
  // The same line as a code-mode run's status (toolProgressText); the sender reports null when the call settles.
  const progress = onToolProgress && ((tool: string, p: McpProgress | null) => onToolProgress(p ? toolProgressText(tool, p) : null));
  const broker = createBroker(config, {
    ...(restore ? { restore } : {}), ...(config.toolCapMs !== undefined ? { toolCapMs: config.toolCapMs } : {}), ...(progress ? { onToolProgress: progress } : {}),
  });
  return async (request, signal) => {
    const { reply, log } = await broker.request(
      { method: request.method, url: request.url, headers: request.headers, body: request.body },
      signal,
    );
    if (!reply.ok) return { ok: false, error: reply.error, kind: reply.kind, log };
    return {
      ok: true, status: reply.status, statusText: reply.statusText, url: reply.url, headers: reply.headers,
      bodyText: new TextDecoder().decode(reply.body), bytes: reply.body.length, log,
    };
  };
}

/** Dual mode's operations and surface: typed tools when they fit the provider's tool cap and the token budget. */
export interface DualPlan {
  surface: DualSurface;
  tools: ClassicToolDef[];
}

export async function planDual(deps: ToolDeps, provider: ProviderId): Promise<DualPlan> {
  const [tools, classicTokens] = await Promise.all([deps.catalog.classicTools(), deps.classicTokens?.() ?? Promise.resolve(Number.POSITIVE_INFINITY)]);
  return { tools, surface: chooseDualSurface({ toolNames: tools.map((t) => t.name), classicTokens, maxTools: PROVIDER_LIMITS[provider].maxTools?.value }) };
}

/** The gate's questions are waits on the user: they keep the tool call alive until answered or withdrawn. */
export function watchedGate(gate: RequestGate, waits: UserWaits): RequestGate {
  const ask = gate.approve;
  if (!ask) return gate;
  return {
    ...gate,
    approve: (request, signal) => waits.during(() => new Promise<ApprovalDecision>((resolve, reject) => {
      signal.addEventListener('abort', () => resolve('deny'), { once: true });
      ask(request, signal).then(resolve, reject);
    })),
  };
}

/** `dual`: the plan for dual mode (default: the call_operation surface, which fits any provider). */
export async function connectTools(mode: AgentMode, deps: ToolDeps, dual?: DualPlan): Promise<InMemoryConnection> {
  const workspace = deps.workspace ?? deps.sandbox.workspace.bind();
  const threshold = deps.offRampTokens === undefined ? DEFAULT_OFFRAMP_TOKENS : deps.offRampTokens;
  const offRamp = threshold === null ? undefined : { thresholdTokens: threshold, workspace };
  const userWaits = new UserWaits();
  const requests = deps.sandboxConfig.requests && watchedGate(deps.sandboxConfig.requests, userWaits);
  const config: SandboxConfig = { ...deps.sandboxConfig, ...(requests ? { requests } : {}) };
  const { baseUrl, allowed, baseUrls, apiCount } = apiRouting(config);
  const execute = { runner: sandboxRunner(deps.sandbox, deps.privacy, deps.skills, workspace, requests), allowedBases: allowed, offRamp, userWaits };
  const variant = variantOf(mode);
  if (variant) {
    const searchSpec = variant.searchesSpecs ? specSearchRunner(deps.sandbox, deps.specJson) : undefined;
    return connectInMemory(createCodeModeServer({ ...execute, apiCount, tools: variant.tools(apiCount), ...(searchSpec ? { searchSpec } : {}), catalog: deps.catalog, skills: () => deps.skills ?? [], saveSkill: deps.saveSkill }));
  }
  if (mode === 'dual') {
    const [tools, http] = await Promise.all([dual?.tools ?? deps.catalog.classicTools(), brokerExecutor(config, deps.privacy, deps.onToolProgress)]);
    const surface = dual?.surface ?? 'operation';
    const { privacy } = deps;
    const checkedAs = privacy && ((args: Record<string, unknown>) => privacy.restoreValue(args) as Record<string, unknown>);
    return connectInMemory(createDualServer({ ...execute, surface, tools, http, catalog: deps.catalog, baseUrl, baseUrls, apiCount, ...(checkedAs ? { checkedAs } : {}) }));
  }
  const [tools, http] = await Promise.all([deps.catalog.classicTools(), brokerExecutor(config, deps.privacy, deps.onToolProgress)]);
  // The native modes are classic tools behind the provider's search or code: no off-ramp switch to `execute`.
  const dataPath = isNativeMode(mode) ? undefined : offRamp && { ...execute, offRamp };
  return connectInMemory(createClassicServer({ tools, http, baseUrl, baseUrls, dataPath, userWaits }));
}
