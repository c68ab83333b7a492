// Why a turn ended without text or tool calls, in words for the chat instead of a blank bubble.
import type { TurnRecord } from './types';

/** null when the turn has text or calls (nothing to explain). */
export function describeEmptyReply(turn: Pick<TurnRecord, 'text' | 'toolCalls' | 'stopReason' | 'finishReason'>): string | null {
  if (turn.text !== '' || turn.toolCalls.length > 0) return null;
  const raw = turn.finishReason;
  const why = raw ? ` (${raw})` : '';
  switch (turn.stopReason) {
    case 'blocked':
      return raw?.startsWith('prompt: ')
        ? `No answer: the provider blocked the question itself${why}. Rephrase it and send it again.`
        : `No answer: the provider's safety filter blocked the reply${why}. Rephrase the question and send it again.`;
    case 'malformed-call':
      return `No answer: the model tried to call a tool but wrote a call the provider could not read${why}. Send the message again, or ask for a smaller step.`;
    case 'max_tokens':
      return `No answer: the reply hit the output token limit before any text${why}. Ask for less at a time.`;
    case 'pause':
      return `The provider paused its server-side work and the run ended before it resumed${why}. Send the message again.`;
    case 'empty':
    case 'end':
    case 'tool_use':
    case 'other':
    case undefined:
      return `The model returned an empty reply${why}. Send the message again or rephrase it.`;
  }
}
