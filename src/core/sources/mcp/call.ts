// A tool call's end as an outcome: the result unwrapped, a JSON-RPC error as a tool error (Python raises ToolError),
// a timeout or a lost connection as a failure.
import { ProtocolError, SdkError, SdkErrorCode, specTypeSchemas } from '@modelcontextprotocol/client';
import { toolOutcome, type ToolResultLike } from './result';
import { SessionEndedError } from './session';
import type { McpCallOutcome } from './types';

const ITEM_SCHEMAS = {
  text: specTypeSchemas.TextContent, image: specTypeSchemas.ImageContent, audio: specTypeSchemas.AudioContent,
  resource: specTypeSchemas.EmbeddedResource, resource_link: specTypeSchemas.ResourceLink,
} as const;

const fieldOf = (segment: PropertyKey | { key: PropertyKey } | undefined): string => {
  const key = segment !== undefined && typeof segment === 'object' ? segment.key : segment;
  return key === undefined ? '' : String(key);
};

/** Why a content item breaks the spec (the fields it lacks or gets wrong), or null when it is fine. */
function itemProblem(item: unknown): { type: string; fields: string[] } | null {
  const raw = item && typeof item === 'object' ? (item as { type?: unknown }).type : undefined;
  const type = typeof raw === 'string' ? raw : '';
  const schema = Object.hasOwn(ITEM_SCHEMAS, type) ? ITEM_SCHEMAS[type as keyof typeof ITEM_SCHEMAS] : undefined;
  if (!schema) return { type: type.slice(0, 40) || 'untyped', fields: [] };
  const checked = schema['~standard'].validate(item);
  if (!checked.issues) return null;
  return { type, fields: [...new Set(checked.issues.map((i) => fieldOf(i.path?.[0])).filter((k) => k !== ''))] };
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
  if (error instanceof SdkError && error.code === SdkErrorCode.RequestTimeout) return { ok: false, kind: 'timeout', error: `${server} did not answer in time: ${error.message}` };
  if (error instanceof ProtocolError) return { ok: true, isError: true, value: null, text: `${server}: ${error.message}` };
  if (error instanceof SessionEndedError) return { ok: false, kind: 'network', error: error.message };
  const text = error instanceof Error ? error.message : String(error);
  if (error instanceof Error && error.name === 'AbortError') return { ok: false, kind: 'network', error: 'Tool call cancelled: the run was stopped' };
  return { ok: false, kind: 'network', error: `The call to ${server} failed: ${text.slice(0, 300)}` };
}
