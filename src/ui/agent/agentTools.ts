// Connects the agent to the MCP server of a mode: code mode over the catalog + sandbox, classic over the broker.
import type { AgentMode } from '../../core/agent';
import type { CatalogApi } from '../../core/catalog';
import {
  connectInMemory,
  createClassicServer,
  createCodeModeServer,
  type CodeRunner,
  type HttpExecutor,
  type InMemoryConnection,
} from '../../core/mcp';
import { restoreRequest, type PrivacyVault } from '../../core/privacy';
import type { Skill } from '../../core/skills';
import { DEFAULT_OFFRAMP_TOKENS } from '../../core/offramp';
import { workspaceRunner } from '../../core/workspace';
import type { SandboxConfig } from '../../sandbox';
import { allowedBases } from '../app/sandboxConfig';
import type { SandboxController } from '../hooks/useSandbox';

export interface ToolDeps {
  catalog: CatalogApi;
  sandbox: SandboxController;
  /** Allowlist, base URL and target-API credentials (the broker adds them; the model never sees them). */
  sandboxConfig: SandboxConfig;
  /** Privacy mode: the chat's token mapping; requests leaving the sandbox get real values back. */
  privacy?: PrivacyVault;
  /** The spec's saved skills (search lists them; execute can import them). */
  skills?: readonly Skill[];
  /** The model's save_skill: asks the user, then saves. */
  saveSkill?: (code: string) => Promise<{ ok: boolean; message: string }>;
}

/** Runs in the sandbox with the chat's workspace under /data; a finished run's writes go back into it. */
export function sandboxRunner(sandbox: SandboxController, privacy?: PrivacyVault, skills: readonly Skill[] = []): CodeRunner {
  const prepareRequest = privacy ? <T extends Parameters<typeof restoreRequest>[1]>(req: T): T => restoreRequest(privacy, req) : undefined;
  const modules = skills.map(({ name, code }) => ({ name, code }));
  return workspaceRunner((code, options) => sandbox.run(code, { ...options, prepareRequest, skills: modules }), sandbox.workspace);
}

/** Classic tools perform their request through the same allowlisting broker the sandbox uses. */
export async function brokerExecutor(config: SandboxConfig): Promise<HttpExecutor> {
  const { createBroker } = await import('../../sandbox');
  const broker = createBroker(config);
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

export async function connectTools(mode: AgentMode, deps: ToolDeps): Promise<InMemoryConnection> {
  if (mode === 'code') {
    return connectInMemory(createCodeModeServer({
      catalog: deps.catalog, runner: sandboxRunner(deps.sandbox, deps.privacy, deps.skills), allowedBases: allowedBases(deps.sandboxConfig.allowlist),
      offRamp: { thresholdTokens: DEFAULT_OFFRAMP_TOKENS, workspace: deps.sandbox.workspace }, skills: () => deps.skills ?? [], saveSkill: deps.saveSkill,
    }));
  }
  const [tools, http] = await Promise.all([deps.catalog.classicTools(), brokerExecutor(deps.sandboxConfig)]);
  return connectInMemory(createClassicServer({ tools, http, baseUrl: deps.sandboxConfig.baseUrl }));
}
