// A tool call's end as an outcome: the result unwrapped, a JSON-RPC error as a tool error (Python raises ToolError),
// a timeout or a lost connection as a failure.
import {
  AudioContentSchema, CallToolResultSchema, EmbeddedResourceSchema, ErrorCode, ImageContentSchema, McpError, ResourceLinkSchema, ResultSchema,
  TextContentSchema,
} from '@modelcontextprotocol/sdk/types.js';
import { toolOutcome, type ToolResultLike } from './result';
import { SessionEndedError } from './session';
import type { McpCallOutcome } from './types';

/**
 * What the call asks the SDK to check of a result: only that it is a result. The SDK's own schema rejects the whole
 * result for one malformed item; each item is checked on its own here instead (checkedItems).
 */
export const LENIENT_RESULT = ResultSchema as unknown as typeof CallToolResultSchema;

const ITEM_SCHEMAS = {
  text: TextContentSchema, image: ImageContentSchema, audio: AudioContentSchema, resource: EmbeddedResourceSchema, resource_link: ResourceLinkSchema,
} as const;

/** Why a content item breaks the spec (the fields it lacks or gets wrong), or null when it is fine. */
function itemProblem(item: unknown): { type: string; fields: string[] } | null {
  const raw = item && typeof item === 'object' ? (item as { type?: unknown }).type : undefined;
  const type = typeof raw === 'string' ? raw : '';
  const schema = Object.hasOwn(ITEM_SCHEMAS, type) ? ITEM_SCHEMAS[type as keyof typeof ITEM_SCHEMAS] : undefined;
  if (!schema) return { type: type.slice(0, 40) || 'untyped', fields: [] };
  const parsed = schema.safeParse(item);
  if (parsed.success) return null;
  return { type, fields: [...new Set(parsed.error.issues.map((i) => String(i.path[0] ?? '')).filter((k) => k !== ''))] };
}

/** The result with each content item the spec does not allow replaced by a note that says what was left out. */
function checkedItems(result: ToolResultLike): ToolResultLike {
  if (!Array.isArray(result.content)) return result;
  const content = result.content.map((item: unknown) => {
    const problem = itemProblem(item);
    if (!problem) return item;
    const fields = problem.fields.length > 0 ? ` (no valid ${problem.fields.slice(0, 3).join(', ')})` : '';
    return { type: 'text', text: `The server sent a malformed ${problem.type} item${fields}; it was left out.` };
  });
  return { ...result, content };
}

export function callOutcome(result: ToolResultLike | null, error: unknown, server: string): McpCallOutcome {
  if (result) return toolOutcome(checkedItems(result));
  if (error instanceof McpError) {
    if (error.code === (ErrorCode.RequestTimeout as number)) return { ok: false, kind: 'timeout', error: `${server} did not answer in time: ${error.message}` };
    return { ok: true, isError: true, value: null, text: `${server}: ${error.message}` };
  }
  if (error instanceof SessionEndedError) return { ok: false, kind: 'network', error: error.message };
  const text = error instanceof Error ? error.message : String(error);
  if (error instanceof Error && error.name === 'AbortError') return { ok: false, kind: 'network', error: 'Tool call cancelled: the run was stopped' };
  return { ok: false, kind: 'network', error: `The call to ${server} failed: ${text.slice(0, 300)}` };
}
