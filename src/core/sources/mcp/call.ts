// A tool call's end as an outcome: the result unwrapped, a JSON-RPC error as a tool error (Python raises ToolError),
// a timeout or a lost connection as a failure.
import { ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js';
import { toolOutcome, type ToolResultLike } from './result';
import type { McpCallOutcome } from './types';

export function callOutcome(result: ToolResultLike | null, error: unknown, server: string): McpCallOutcome {
  if (result) return toolOutcome(result);
  if (error instanceof McpError) {
    if (error.code === (ErrorCode.RequestTimeout as number)) return { ok: false, kind: 'timeout', error: `${server} did not answer in time: ${error.message}` };
    return { ok: true, isError: true, value: null, text: `${server}: ${error.message}` };
  }
  const text = error instanceof Error ? error.message : String(error);
  if (error instanceof Error && error.name === 'AbortError') return { ok: false, kind: 'network', error: 'Tool call cancelled: the run was stopped' };
  return { ok: false, kind: 'network', error: `The call to ${server} failed: ${text.slice(0, 300)}` };
}
