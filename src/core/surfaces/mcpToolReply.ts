// An MCP tool's answer as classic and dual mode hand it to the model: the tool's own words with no HTTP status line
// (the page made no HTTP request of the tool), and its images as image content, never their base64 as text.
import type { CallToolResult } from '@modelcontextprotocol/client';
import { MCP_RESULT_HEADER } from '../sources/mcp/names';

type Image = Extract<CallToolResult['content'][number], { type: 'image' }>;

/** How the broker marked an MCP tool's answer (json, text, error, unknown-tool), or null for an HTTP answer. */
export function mcpResultKind(headers: ReadonlyArray<readonly [string, string]>): string | null {
  return headers.find(([k]) => k.toLowerCase() === MCP_RESULT_HEADER)?.[1] ?? null;
}

const isImage = (v: unknown): v is { type: 'image'; data: string; mimeType: string } => {
  const o = v as { type?: unknown; data?: unknown; mimeType?: unknown } | null;
  return typeof o === 'object' && o !== null && o.type === 'image' && typeof o.data === 'string' && typeof o.mimeType === 'string';
};

/**
 * A JSON result's image items (the result itself, or items of its list) taken out as image content; each leaves a
 * short line in the text in its place. Anything else is the text as it was.
 */
export function liftImages(bodyText: string): { text: string; images: Image[] } {
  let value: unknown;
  try {
    value = JSON.parse(bodyText);
  } catch {
    return { text: bodyText, images: [] };
  }
  const images: Image[] = [];
  const take = (v: unknown): unknown => {
    if (!isImage(v)) return v;
    images.push({ type: 'image', data: v.data, mimeType: v.mimeType });
    return `[image ${images.length}: ${v.mimeType}, attached]`;
  };
  const rest = Array.isArray(value) ? value.map(take) : take(value);
  if (images.length === 0) return { text: bodyText, images };
  return { text: typeof rest === 'string' ? rest : JSON.stringify(rest), images };
}
