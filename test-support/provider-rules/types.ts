// What the rule checks report: one line per broken rule, naming the tool, the place and the documented rule.
export interface Violation {
  tool: string;
  /** JSON-pointer-like place inside the tool definition. */
  at: string;
  rule: string;
  /** Set when the list as a whole is over a provider limit (count or bytes) rather than a tool breaking a rule. */
  capacity?: 'count' | 'bytes';
}

export interface ToolLike {
  name: string;
  description: string;
  inputSchema: Record<string, unknown>;
}

export const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function utf8Bytes(value: unknown): number {
  return Buffer.byteLength(JSON.stringify(value), 'utf8');
}
