// "Context at start" for the comparison, plus whether classic mode fits the chosen provider and model at all.
import type { ContextTokens as Tokens } from '../../workers/catalogProtocol';
import { ContextTokens } from '../ContextTokens/ContextTokens';

export interface CompareContextProps {
  tokens: Tokens;
  operations: number;
  /** Reasons classic mode cannot run with this provider/model (empty: it can). */
  classicBlockers: string[];
  /** Context window of the chosen model, when known. */
  contextWindow?: number;
  maxTools?: number;
}

const fmt = new Intl.NumberFormat('en-US');

export function CompareContext({ tokens, operations, classicBlockers, contextWindow, maxTools }: CompareContextProps) {
  return (
    <div className="compare-context">
      <ContextTokens tokens={tokens} operations={operations} />
      <p className="muted" data-testid="compare-limits">
        Limits of the chosen model: {maxTools !== undefined ? `${fmt.format(maxTools)} tools per request` : 'no documented tool cap'},{' '}
        {contextWindow !== undefined ? `${fmt.format(contextWindow)}-token context window` : 'context window unknown'}.
      </p>
      {classicBlockers.length > 0 && (
        <div className="notice warn" data-testid="classic-blocked">
          <strong>Classic mode will be skipped:</strong>
          <ul>{classicBlockers.map((r) => <li key={r}>{r}</li>)}</ul>
        </div>
      )}
    </div>
  );
}
