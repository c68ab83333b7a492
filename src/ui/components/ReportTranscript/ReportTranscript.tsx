// One run's conversation as the report recorded it: the prompt, the model's text and tool calls, the tool results.
import type { ChatMessage } from '../../../core/llm';
import './ReportTranscript.css';

export interface ReportTranscriptProps {
  messages: ChatMessage[];
}

export function ReportTranscript({ messages }: ReportTranscriptProps) {
  if (messages.length === 0) return <p className="muted">No transcript in the report for this run.</p>;
  return (
    <ol className="report-transcript" data-testid="report-transcript">
      {messages.map((m, i) => (
        <li key={i} className={`report-msg ${m.role}`}>
          {m.role === 'user' && <><span className="report-msg-who">Prompt</span><p>{m.content}</p></>}
          {m.role === 'assistant' && (
            <>
              <span className="report-msg-who">Model</span>
              {m.content && <p>{m.content}</p>}
              {m.toolCalls.map((c) => <pre key={c.id} className="report-call">{c.name}({c.argumentsJson})</pre>)}
            </>
          )}
          {m.role === 'tool' && (
            <details>
              <summary><span className="report-msg-who">{m.isError ? 'Tool error' : 'Tool result'}</span> {m.toolName} · {m.content.length.toLocaleString('en-US')} chars</summary>
              <pre>{m.content}</pre>
            </details>
          )}
        </li>
      ))}
    </ol>
  );
}
