// Connects an MCP client to one of our servers over the SDK's in-memory transport and adapts it for the agent.
import { Client, InMemoryTransport, type CallToolResult, type RequestOptions } from '@modelcontextprotocol/client';
import { LIMITS } from '../execution/limits';
import type { ToolDefinition, ToolImage } from '../llm/types';
import { readExecution, readOffRamp, readRequests, readTruncated } from './meta';
import { messageOf } from './toolResult';
import type { ToolServer } from './toolServer';
import type { McpToolClient, ToolCallOutcome } from './types';

export interface InMemoryConnection extends McpToolClient {
  /** The SDK client, for anything beyond list/call. */
  client: Client;
}

/** Sandbox cold start plus the run limit fit well inside this; it restarts on each progress notification. */
export const CALL_TIMEOUT_MS = LIMITS.mcpCallTimeoutMs.value;

/**
 * A tools/call's request options: the timeout restarts on each progress notification, which the servers send while
 * the user decides (userWait.ts), so waiting for a decision never counts. No total cap: a decision has its own limit.
 */
export function callOptions(signal?: AbortSignal): RequestOptions {
  return { ...(signal ? { signal } : {}), timeout: CALL_TIMEOUT_MS, resetTimeoutOnProgress: true, onprogress: () => undefined };
}

/** The text the model reads; an image goes to the model as an image (its place is marked in the text already). */
function contentText(content: CallToolResult['content']): string {
  return content
    .filter((item) => item.type !== 'image')
    .map((item) => (item.type === 'text' ? item.text : `[${item.type} content omitted]`))
    .join('\n');
}

const imagesOf = (content: CallToolResult['content']): ToolImage[] =>
  content.flatMap((item) => (item.type === 'image' ? [{ mimeType: item.mimeType, data: item.data }] : []));

export function toOutcome(result: CallToolResult): ToolCallOutcome {
  const meta = result._meta;
  const execution = readExecution(meta);
  const offRamp = readOffRamp(meta);
  const truncated = readTruncated(meta);
  const images = imagesOf(result.content);
  return {
    ...(images.length > 0 ? { images } : {}),
    ...(offRamp ? { offRamp } : {}),
    ...(truncated ? { truncated } : {}),
    text: contentText(result.content),
    isError: result.isError === true,
    ...(execution ? { execution } : {}),
    requests: readRequests(meta),
  };
}

export async function connectInMemory(server: ToolServer): Promise<InMemoryConnection> {
  const [clientTransport, serverTransport] = InMemoryTransport.createLinkedPair();
  await server.connect(serverTransport);
  const client = new Client({ name: 'code-mode-playground-agent', version: '0.1.0' });
  await client.connect(clientTransport);
  return {
    client,
    async listTools(): Promise<ToolDefinition[]> {
      // Every page, never from the SDK's cache: the classic list gains `execute` mid-run (the off-ramp).
      const { tools } = await client.listTools(undefined, { cacheMode: 'bypass' });
      return tools.map((t) => ({ name: t.name, description: t.description ?? '', inputSchema: t.inputSchema }));
    },
    async callTool(name, args, options = {}): Promise<ToolCallOutcome> {
      try {
        return toOutcome(await client.callTool({ name, arguments: args }, callOptions(options.signal)));
      } catch (error) {
        // Stop propagates as a throw; protocol errors (unknown tool, timeout) go back to the model as tool errors.
        if (options.signal?.aborted) throw error;
        return { text: messageOf(error), isError: true, requests: [] };
      }
    },
    async close(): Promise<void> {
      await client.close();
      await server.close();
    },
  };
}
