// Which stop reasons need the provider's own finish reason to be understood.
import type { StopReason } from './types';

/** Every reason but a normal end or a tool call: the UI explains these (an empty, blocked or cut reply). */
export function explains(reason: StopReason): boolean {
  return reason !== 'end' && reason !== 'tool_use';
}
