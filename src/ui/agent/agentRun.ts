// One agent run in a mode: provider from the settings, the mode's MCP server, the loop; shared by chat and compare.
import { buildSystemPrompt, describeError, LOCAL_SEARCH_LIMIT, runAgent, type AgentEvent, type AgentMode, type AgentRunSummary } from '../../core/agent';
import { createProvider, type ChatMessage, type ProviderSettings } from '../../core/llm';
import { connectTools, planDual, type ToolDeps } from './agentTools';

export interface ModeRunRequest {
  mode: AgentMode;
  settings: ProviderSettings;
  deps: ToolDeps;
  specTitle: string;
  /** History including the new user message. */
  messages: ChatMessage[];
  signal: AbortSignal;
  onEvent: (event: AgentEvent) => void;
}

/** Never throws: a failure before the loop starts (bad settings, server setup) comes back as a failed summary. */
export async function runMode(req: ModeRunRequest): Promise<AgentRunSummary> {
  const startedAt = Date.now();
  let client: Awaited<ReturnType<typeof connectTools>> | null = null;
  try {
    const provider = createProvider(req.settings);
    const dual = req.mode === 'dual' ? await planDual(req.deps, req.settings.provider) : undefined;
    client = await connectTools(req.mode, req.deps, dual);
    return await runAgent({
      mode: req.mode,
      provider,
      model: req.settings.model,
      client,
      systemPrompt: buildSystemPrompt({ title: req.specTitle, baseUrl: req.deps.sandboxConfig.apis[0]?.baseUrl ?? '', mode: req.mode, surface: dual?.surface, ...(req.deps.apis ? { apis: req.deps.apis } : {}) }),
      messages: req.messages,
      signal: req.signal,
      onEvent: req.onEvent,
      privacy: req.deps.privacy,
      // tool-search-local: the catalog's ranking answers our search tool.
      native: { searchVariant: req.deps.searchVariant, searchTools: (query) => req.deps.catalog.search(query, { limit: LOCAL_SEARCH_LIMIT }).then((r) => r.hits.map((h) => h.name)) },
    });
  } catch (caught) {
    const error = describeError(caught, { provider: req.settings.provider, model: req.settings.model, mode: req.mode, retries: 0 }, req.signal.aborted);
    const summary: AgentRunSummary = {
      mode: req.mode, ok: false, error, turns: [], steps: [], toolCalls: 0, httpRequests: 0,
      totals: { inputTokens: 0, outputTokens: 0, cachedInputTokens: 0, allReported: true },
      wallMs: Date.now() - startedAt, messages: req.messages,
    };
    req.onEvent({ type: 'error', error });
    req.onEvent({ type: 'done', summary });
    return summary;
  } finally {
    await client?.close().catch(() => undefined);
  }
}
