// The explorer's hand-made tool calls: argument templates for the selected operation, and the call itself over the
// code-mode MCP server (loaded on first use with the agent's chunk).
import { useCallback, useMemo } from 'react';
import { firstSummary, sandboxConfigFor, type RunEnvironment } from '../app/sandboxConfig';
import type { OperationSummary } from '../workers/catalogProtocol';
import type { ApprovalController } from './useApprovals';
import type { CatalogClient } from './useCatalog';
import type { SandboxController } from '../app/sandboxController';

export type InspectorTool = 'search' | 'get_schema' | 'execute';

/** Each call is a run of its own for approvals: no other run's "Allow writes for this run" reaches it, nor its theirs. */
export function useToolInspector(catalog: CatalogClient | null, sandbox: SandboxController, env: RunEnvironment, operation: OperationSummary | null, snippet: string | null, approvals: Pick<ApprovalController, 'beginScope'>) {
  const summary = firstSummary(env);
  const templates = useMemo((): Record<InspectorTool, string> => {
    const op = operation ?? summary?.operations[0] ?? null;
    return {
      search: JSON.stringify({ query: op?.summary.toLowerCase() || 'list items', limit: 5 }, null, 2),
      get_schema: JSON.stringify({ names: op ? [op.name] : [], detail: 'brief' }, null, 2),
      execute: JSON.stringify({ code: snippet ?? 'result = 1 + 1' }, null, 2),
    };
  }, [operation, summary, snippet]);

  const call = useCallback(async (tool: InspectorTool, args: Record<string, unknown>) => {
    if (!catalog) return { request: { method: 'tools/call', params: { name: tool, arguments: args } }, response: { error: 'The catalog worker is not ready.' }, ms: 0 };
    const { callToolByHand } = await import('../agent/inspectorCall');
    const scope = approvals.beginScope();
    try {
      return await callToolByHand({ catalog, sandbox, sandboxConfig: sandboxConfigFor(env, scope.gate) }, tool, args);
    } finally {
      scope.end();
    }
  }, [catalog, sandbox, env, approvals]);

  return { templates, call, blocked: catalog && summary ? null : 'Load a spec first.' };
}
