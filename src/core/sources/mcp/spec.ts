// An MCP server's tools as an OpenAPI 3.1 document, so the catalog indexes, searches, shows and counts them with the
// same code as an API's operations: one `POST /<tool>` per tool under the server's reserved base URL (never sent).
import { mcpBaseUrl } from './names';
import type { McpServerInfo, McpToolInfo } from './types';

const KEY_CHARS = /[^a-z0-9]+/g;

/** A stable, readable key of the server's URL (a path segment): its host, port and path. */
export function mcpKey(url: string): string {
  let text = url;
  try {
    const u = new URL(url);
    text = `${u.host}${u.pathname}`;
  } catch {
    // Not a URL: the text itself, slugged.
  }
  return text.toLowerCase().replace(KEY_CHARS, '-').replace(/^-+|-+$/g, '').slice(0, 60) || 'server';
}


const firstLine = (text: string | undefined): string | undefined => text?.split(/\n|(?<=\.)\s/)[0]?.trim() || undefined;

const objectSchema = (schema: unknown): Record<string, unknown> =>
  schema && typeof schema === 'object' && !Array.isArray(schema) ? { ...(schema as Record<string, unknown>) } : { type: 'object' };

/** Why a tool is not offered (the model would call it and always fail), or null. */
export function notOfferedReason(tool: McpToolInfo): string | null {
  return tool.taskSupport === 'required'
    ? `${tool.name} is not offered: the server runs it only as an MCP task (execution.taskSupport "required"), which this page does not start.`
    : null;
}

export function mcpSpecText(server: McpServerInfo, tools: readonly McpToolInfo[], key: string, url: string): string {
  const paths: Record<string, unknown> = {};
  const notOffered: string[] = [];
  for (const tool of tools) {
    const reason = notOfferedReason(tool);
    if (reason) {
      notOffered.push(reason);
      continue;
    }
    const summary = tool.title ?? tool.annotations?.title ?? firstLine(tool.description) ?? tool.name;
    paths[`/${tool.name}`] = {
      post: {
        operationId: tool.name,
        summary,
        ...(tool.description ? { description: tool.description } : {}),
        requestBody: { required: true, content: { 'application/json': { schema: objectSchema(tool.inputSchema) } } },
        responses: {
          200: {
            description: 'The tool\'s result: its structured content, else its text as JSON when it parses, else its text.',
            ...(tool.outputSchema ? { content: { 'application/json': { schema: objectSchema(tool.outputSchema) } } } : {}),
          },
        },
        'x-mcp-tool': { name: tool.name, ...(tool.annotations ? { annotations: tool.annotations } : {}) },
      },
    };
  }
  const about = server.instructions ?? `Tools of the MCP server ${server.title ?? server.name} at ${url}.`;
  return JSON.stringify({
    openapi: '3.1.0',
    info: { title: server.title ?? server.name, version: server.version || '0', description: about },
    servers: [{ url: mcpBaseUrl(key), description: `MCP server ${url} (tool calls, made by the page)` }],
    paths,
    'x-mcp-server': { url, name: server.name, version: server.version },
    ...(notOffered.length > 0 ? { 'x-mcp-not-offered': notOffered } : {}),
  });
}
