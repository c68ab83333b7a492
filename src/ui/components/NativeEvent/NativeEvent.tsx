// One thing the provider did on its side in a native mode: a tool search (query, tools loaded) or a program
// (its code, and its output once finished).
import type { NativeEvent as NativeEventData } from '../../../core/llm';
import './NativeEvent.css';

export interface NativeEventProps {
  event: NativeEventData;
}

export function NativeEvent({ event }: NativeEventProps) {
  if (event.kind === 'search') {
    return (
      <div className="native-event" data-testid="native-search" data-local={event.local}>
        <p>
          <strong>{event.local ? 'Search (our ranking)' : 'Tool search (provider)'}</strong> <code data-testid="native-search-query">{event.query}</code>
        </p>
        <p className="muted" data-testid="native-search-loaded">Loaded: {event.loaded.length > 0 ? event.loaded.join(', ') : 'nothing'}</p>
      </div>
    );
  }
  return (
    <div className="native-event" data-testid="native-program">
      <p><strong>Program (provider code execution)</strong>{event.returnCode !== undefined && <span className="muted"> · exit {event.returnCode}</span>}</p>
      <pre className="native-code" data-testid="native-program-code">{event.code || '(code sent in an earlier turn)'}</pre>
      {event.output !== undefined && <pre className="native-output" data-testid="native-program-output">{event.output}</pre>}
    </div>
  );
}
