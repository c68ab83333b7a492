// Small helpers shared by the MCP servers: result shapes and argument checks that report back to the model.
import type { CallToolResult } from '@modelcontextprotocol/client';

export function textResult(text: string, isError = false, meta?: Record<string, unknown>): CallToolResult {
  return { content: [{ type: 'text', text }], ...(isError ? { isError: true } : {}), ...(meta ? { _meta: meta } : {}) };
}

export type Args = Record<string, unknown>;

/** Names of required arguments that are absent (undefined or null). */
export function missingArgs(args: Args, required: readonly string[]): string[] {
  return required.filter((name) => args[name] === undefined || args[name] === null);
}

export function missingArgsResult(tool: string, missing: string[]): CallToolResult {
  const list = missing.map((m) => `"${m}"`).join(', ');
  return textResult(`Missing required argument${missing.length === 1 ? '' : 's'} for ${tool}: ${list}. Call ${tool} again with ${missing.length === 1 ? 'it' : 'them'}.`, true);
}

export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Accepts a string or an array of strings (models often pass one name as a plain string). */
export function stringList(value: unknown): string[] | undefined {
  if (typeof value === 'string') return value.trim() === '' ? [] : [value];
  if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return value;
  return undefined;
}
