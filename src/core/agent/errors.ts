// Specific, actionable messages for everything that can end a run.
import { formatSeconds } from '../llm/waits';
import { PROVIDERS } from '../llm/registry';
import { LlmError } from '../llm/types';
import type { ProviderId } from '../llm/types';
import type { AgentErrorInfo, AgentMode } from './types';

export function providerLabel(id: ProviderId): string {
  return PROVIDERS[id].errorLabel;
}

export interface ErrorContext {
  provider: ProviderId;
  model: string;
  mode: AgentMode;
  retries: number;
}

function isAbortError(error: unknown): boolean {
  return error instanceof Error && (error.name === 'AbortError' || (error instanceof LlmError && error.kind === 'aborted'));
}

export const STOPPED: AgentErrorInfo = { kind: 'aborted', message: 'Stopped. The conversation so far is kept; edit or resend to continue.' };

export function maxTurnsError(maxTurns: number): AgentErrorInfo {
  return { kind: 'max-turns', message: `Stopped after ${maxTurns} turns without a final answer. Ask a narrower question or raise the turn limit.` };
}

/** "Gave up after 3 retries." when the loop retried. */
function gaveUp(retries: number): string {
  return retries > 0 ? ` Gave up after ${retries} ${retries === 1 ? 'retry' : 'retries'}.` : '';
}

/**
 * The run's final error. An LlmError's message is already the whole sentence (provider, status, the provider's own
 * words), so it is used as is and only what the loop knows is added: retries spent, the wait asked for, the mode.
 */
export function describeError(error: unknown, ctx: ErrorContext, aborted: boolean): AgentErrorInfo {
  if (aborted || isAbortError(error)) return STOPPED;
  const info = describe(error, ctx);
  return error instanceof LlmError && error.raw ? { ...info, raw: error.raw } : info;
}

function describe(error: unknown, ctx: ErrorContext): AgentErrorInfo {
  const label = providerLabel(ctx.provider);
  if (!(error instanceof LlmError)) {
    const message = error instanceof Error ? error.message : String(error);
    return { kind: 'internal', message: `The run failed: ${message}` };
  }
  const status = error.status ? ` (HTTP ${error.status})` : '';
  switch (error.kind) {
    case 'auth':
      // The provider's own text can echo part of the key, so it is not repeated here.
      return { kind: 'auth', message: `${label} rejected the request${status}: check your API key for ${label}.` };
    case 'context-too-long':
      return {
        kind: 'context-too-long',
        message:
          ctx.mode === 'classic'
            ? `The request is longer than ${ctx.model}'s context window. Classic mode sends one tool per operation; code mode needs only three tools — try code mode.`
            : `The conversation is longer than ${ctx.model}'s context window. Start a new chat or ask for smaller results.`,
      };
    case 'rate-limit': {
      const asked = error.retryAfter !== undefined ? ` It asked to wait ${formatSeconds(error.retryAfter)}.` : '';
      return { kind: 'rate-limit', message: `${error.message}${gaveUp(ctx.retries)}${asked} Wait a minute and try again.` };
    }
    case 'server':
      return { kind: 'server', message: `${error.message}${gaveUp(ctx.retries)}` };
    case 'network':
    case 'model-not-found':
    case 'bad-request':
    case 'aborted':
    case 'unknown':
      return { kind: error.kind, message: error.message };
  }
}
