// One assistant bubble: streamed or final text rendered as Markdown (re-parsed on each delta), or, for a final reply
// without text, why it is empty.
import type { ChatEntry } from '../../agent/agentLog';
import { Markdown } from '../Markdown/Markdown';
import './AssistantMessage.css';

export interface AssistantMessageProps {
  entry: Extract<ChatEntry, { kind: 'assistant' }>;
  running: boolean;
}

export function AssistantMessage({ entry, running }: AssistantMessageProps) {
  const explained = entry.final && !entry.text && entry.note !== undefined;
  const className = `chat-assistant${entry.final ? ' final' : ''}${explained ? ' empty' : ''}`;
  return (
    <li className={className} data-testid={entry.final ? 'assistant-message' : 'assistant-text'} data-empty-reason={explained ? entry.emptyReason : undefined}>
      {explained ? (
        <span className="chat-assistant-note" data-testid="assistant-empty" role="note">{entry.note}</span>
      ) : entry.text ? (
        <Markdown text={entry.text} breaks />
      ) : running ? '…' : ''}
    </li>
  );
}
