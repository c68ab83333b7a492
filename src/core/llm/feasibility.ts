// "Can classic mode run here?": a request's tool count, size and prompt tokens against the provider's documented limits.
import type { Documented } from './limits';
import { PROVIDER_LIMITS } from './registry';
import type { ProviderId } from './types';

export type LimitKind = 'tools' | 'request-bytes' | 'context';

export interface LimitProblem {
  kind: LimitKind;
  actual: number;
  max: number;
  /** Where the limit is documented. */
  source: string;
  /** One human sentence with both numbers. */
  message: string;
}

export interface RequestLimitCheck {
  ok: boolean;
  problems: LimitProblem[];
  /** The problems' messages (one per exceeded limit). */
  reasons: string[];
  maxTools?: number;
  maxRequestBytes?: number;
  contextWindow?: number;
}

export interface RequestLimitArgs {
  provider: ProviderId;
  providerLabel: string;
  model: string;
  toolCount: number;
  /** Tokens of the tool definitions (and prompt) before the first word; 0 when not counted yet. */
  promptTokens: number;
  /** Bytes of the serialized tool definitions, when known. */
  requestBytes?: number;
  contextWindow?: Documented<number>;
}

const fmt = (n: number) => n.toLocaleString('en-US');
const mb = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

function toolProblem(args: RequestLimitArgs): LimitProblem | null {
  const max = PROVIDER_LIMITS[args.provider].maxTools;
  if (!max || args.toolCount <= max.value) return null;
  return {
    kind: 'tools', actual: args.toolCount, max: max.value, source: max.source,
    message: `${args.providerLabel} accepts at most ${fmt(max.value)} tools per request; classic mode needs ${fmt(args.toolCount)} (one per operation).`,
  };
}

function sizeProblem(args: RequestLimitArgs): LimitProblem | null {
  const max = PROVIDER_LIMITS[args.provider].maxRequestBytes;
  if (!max || args.requestBytes === undefined || args.requestBytes <= max.value) return null;
  return {
    kind: 'request-bytes', actual: args.requestBytes, max: max.value, source: max.source,
    message: `${args.providerLabel} accepts requests of at most ${mb(max.value)}; the classic tool definitions alone are ${mb(args.requestBytes)}.`,
  };
}

function contextProblem(args: RequestLimitArgs): LimitProblem | null {
  const window = args.contextWindow;
  if (!window || args.promptTokens < window.value) return null;
  return {
    kind: 'context', actual: args.promptTokens, max: window.value, source: window.source,
    message: `The tool definitions alone take about ${fmt(args.promptTokens)} tokens, more than the ${fmt(window.value)}-token context window of ${args.model}.`,
  };
}

/** Would a classic request with these tools fail on this provider/model? Unknown limits pass. */
export function evaluateLimits(args: RequestLimitArgs): RequestLimitCheck {
  const problems = [toolProblem(args), sizeProblem(args), contextProblem(args)].filter((p): p is LimitProblem => p !== null);
  return {
    ok: problems.length === 0,
    problems,
    reasons: problems.map((p) => p.message),
    maxTools: PROVIDER_LIMITS[args.provider].maxTools?.value,
    maxRequestBytes: PROVIDER_LIMITS[args.provider].maxRequestBytes?.value,
    contextWindow: args.contextWindow?.value,
  };
}

/** Bytes of `text` as UTF-8 (what a request body weighs), without TextEncoder. */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}
