// Specific, actionable messages for everything that can end a run.
import { LlmError } from '../llm/types';
import type { ProviderId } from '../llm/types';
import type { AgentErrorInfo, AgentMode } from './types';

const PROVIDER_LABELS: Record<ProviderId, string> = {
  openai: 'OpenAI',
  anthropic: 'Anthropic',
  gemini: 'Google Gemini',
  'openai-compatible': 'the OpenAI-compatible server',
};

export function providerLabel(id: ProviderId): string {
  return PROVIDER_LABELS[id];
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

export function describeError(error: unknown, ctx: ErrorContext, aborted: boolean): AgentErrorInfo {
  if (aborted || isAbortError(error)) return STOPPED;
  const label = providerLabel(ctx.provider);
  if (!(error instanceof LlmError)) {
    const message = error instanceof Error ? error.message : String(error);
    return { kind: 'internal', message: `The run failed: ${message}` };
  }
  const status = error.status ? ` (HTTP ${error.status})` : '';
  const after = ctx.retries > 0 ? ` after ${ctx.retries} ${ctx.retries === 1 ? 'retry' : 'retries'}` : '';
  switch (error.kind) {
    case 'auth':
      // The provider's own text can echo part of the key, so it is not repeated here.
      return { kind: 'auth', message: `${label} rejected the request${status}: check your API key for ${label}.` };
    case 'model-not-found':
      return { kind: 'model-not-found', message: `Model "${ctx.model}" is not available at ${label}${status}. Check the model id. (${error.message})` };
    case 'context-too-long':
      return {
        kind: 'context-too-long',
        message:
          ctx.mode === 'classic'
            ? `The request is longer than ${ctx.model}'s context window. Classic mode sends one tool per operation; code mode needs only three tools — try code mode.`
            : `The conversation is longer than ${ctx.model}'s context window. Start a new chat or ask for smaller results.`,
      };
    case 'rate-limit':
      return { kind: 'rate-limit', message: `${label} is rate limiting this key${status}${after}. Wait a minute and try again.${error.retryAfter ? ` (It asked to wait ${error.retryAfter} s.)` : ''}` };
    case 'server':
      return { kind: 'server', message: `${label} had a server error${status}${after}: ${error.message}. Try again shortly.` };
    case 'network':
      return { kind: 'network', message: `Could not reach ${label}: ${error.message}. Check your connection and the base URL; a local server must allow CORS from this page.` };
    case 'bad-request':
      return { kind: 'bad-request', message: `${label} rejected the request${status}: ${error.message}` };
    default:
      return { kind: error.kind, message: `${label} error${status}: ${error.message}` };
  }
}
