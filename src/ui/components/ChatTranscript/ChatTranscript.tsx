// The conversation in order: user messages, streamed assistant text, each tool call, retries and errors.
import type { ChatEntry } from '../../agent/agentLog';
import { AssistantMessage } from '../AssistantMessage/AssistantMessage';
import { NativeEvent } from '../NativeEvent/NativeEvent';
import { RawExchange } from '../RawExchange/RawExchange';
import { TraceStep } from '../TraceStep/TraceStep';
import './ChatTranscript.css';

export interface ChatTranscriptProps {
  entries: ChatEntry[];
  running: boolean;
  /** Offered on the last error: put the last user message back in the input to edit and resend. */
  onEditLast?: () => void;
  onOpenInPlayground?: (code: string) => void;
  /** Saves an execute step's code as a skill. */
  onSaveSkill?: (code: string) => void;
}

export function ChatTranscript({ entries, running, onEditLast, onOpenInPlayground, onSaveSkill }: ChatTranscriptProps) {
  const lastError = [...entries].reverse().find((e) => e.kind === 'notice' && e.level === 'error');
  return (
    <ol className="chat-transcript" aria-live="polite">
      {entries.map((e) => {
        switch (e.kind) {
          case 'user':
            return <li key={e.id} className="chat-user" data-testid="user-message">{e.text}</li>;
          case 'assistant':
            return <AssistantMessage key={e.id} entry={e} running={running} />;
          case 'llm-turn':
            return e.turn.raw ? <li key={e.id} className="chat-step"><RawExchange raw={e.turn.raw} title={`LLM turn ${e.turn.turn}`} failedAttempts={e.turn.failedAttempts} /></li> : null;
          case 'native':
            return <li key={e.id} className="chat-step"><NativeEvent event={e.event} /></li>;
          case 'step':
            return <li key={e.id} className="chat-step"><TraceStep step={e.step} onOpenInPlayground={onOpenInPlayground} onSaveSkill={onSaveSkill} /></li>;
          case 'notice':
            return (
              <li key={e.id} className={`notice ${e.level === 'error' && e.errorKind !== 'aborted' ? 'error' : 'warn'} chat-notice`} data-testid={e.level === 'error' ? 'chat-error' : 'chat-retry'} data-kind={e.errorKind}>
                <p>{e.text}</p>
                {e.raw && <RawExchange raw={e.raw} title="The failed request" />}
                {e === lastError && !running && <p className="chat-hint">The conversation and trace are kept: fix the cause, then resend.</p>}
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
