// The conversation in order: user messages, streamed assistant text, each tool call, retries and errors.
import type { ChatEntry } from '../../hooks/agentLog';
import { TraceStep } from '../TraceStep/TraceStep';
import './ChatTranscript.css';

export interface ChatTranscriptProps {
  entries: ChatEntry[];
  running: boolean;
  /** Offered on the last error: put the last user message back in the input to edit and resend. */
  onEditLast?(): void;
  onOpenInPlayground?(code: string): void;
}

/** What the user can do about each kind of failure. */
const HINTS: Record<string, string> = {
  auth: 'Check the API key and that it belongs to the selected provider. Your conversation is kept.',
  'rate-limit': 'The provider kept rate-limiting after retries. Wait a moment, then resend.',
  'model-not-found': 'Check the model id in the settings (the list shows suggestions; any id your provider serves works).',
  'context-too-long': 'The conversation no longer fits the model. Clear the chat, use code mode, or pick a model with a larger context window.',
  network: 'The provider could not be reached. Check the base URL, your connection, and that the server allows browser (CORS) requests.',
  server: 'The provider returned server errors after retries. Try again shortly.',
  'max-turns': 'The model used every allowed turn without a final answer. Resend to let it continue, or rephrase the task.',
};

export function ChatTranscript({ entries, running, onEditLast, onOpenInPlayground }: ChatTranscriptProps) {
  const lastError = [...entries].reverse().find((e) => e.kind === 'notice' && e.level === 'error');
  return (
    <ol className="chat-transcript" aria-live="polite">
      {entries.map((e) => {
        switch (e.kind) {
          case 'user':
            return <li key={e.id} className="chat-user" data-testid="user-message">{e.text}</li>;
          case 'assistant':
            return (
              <li key={e.id} className={`chat-assistant${e.final ? ' final' : ''}`} data-testid={e.final ? 'assistant-message' : 'assistant-text'}>
                {e.text || (running ? '…' : '')}
              </li>
            );
          case 'step':
            return <li key={e.id} className="chat-step"><TraceStep step={e.step} onOpenInPlayground={onOpenInPlayground} /></li>;
          case 'notice':
            return (
              <li key={e.id} className={`notice ${e.level === 'error' ? 'error' : 'warn'} chat-notice`} data-testid={e.level === 'error' ? 'chat-error' : 'chat-retry'} data-kind={e.errorKind}>
                <p>{e.text}</p>
                {e.level === 'error' && e.errorKind && HINTS[e.errorKind] && <p className="chat-hint">{HINTS[e.errorKind]}</p>}
                {e === lastError && !running && onEditLast && (
                  <button type="button" data-testid="edit-last-button" onClick={onEditLast}>Edit last message and resend</button>
                )}
              </li>
            );
        }
      })}
    </ol>
  );
}
