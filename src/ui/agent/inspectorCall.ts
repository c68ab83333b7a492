// Calls one code-mode tool by hand over the same MCP server the agent uses (no LLM), and returns the tools/call
// request as the client sends it and the server's result as received, like MCP Inspector.
import type { CatalogApi } from '../../core/catalog';
import type { SandboxConfig } from '../../sandbox';
import type { SandboxController } from '../app/sandboxController';
import { callOptions } from '../../core/surfaces';
import { connectTools } from './agentTools';

export interface InspectorExchange {
  request: { method: 'tools/call'; params: { name: string; arguments: Record<string, unknown> } };
  /** The CallToolResult, or the protocol error's message. */
  response: unknown;
  ms: number;
}

export async function callToolByHand(
  deps: { catalog: CatalogApi; sandbox: SandboxController; sandboxConfig: SandboxConfig },
  name: string,
  args: Record<string, unknown>,
): Promise<InspectorExchange> {
  const request = { method: 'tools/call' as const, params: { name, arguments: args } };
  const started = performance.now();
  const connection = await connectTools('code', deps);
  try {
    const response: unknown = await connection.client.callTool(request.params, callOptions()).catch((error: unknown) => ({ error: error instanceof Error ? error.message : String(error) }));
    return { request, response, ms: performance.now() - started };
  } finally {
    await connection.close();
  }
}
