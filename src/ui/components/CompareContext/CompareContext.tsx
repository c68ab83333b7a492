// "Context at start" for the comparison, plus whether classic mode fits the chosen provider and model at all.
import type { LimitProblem } from '../../../core/llm/providers';
import type { DualContext } from '../../app/dualContext';
import type { ContextTokens as Tokens } from '../../workers/catalogProtocol';
import { ClassicLimitNotice } from '../ClassicLimitNotice/ClassicLimitNotice';
import { ContextTokens } from '../ContextTokens/ContextTokens';

export interface CompareContextProps {
  tokens: Tokens;
  /** Dual mode's figure for the chosen provider. */
  dual?: DualContext | null;
  /** Classic mode's tools: the loaded set's. */
  operations: number;
  /** Several APIs: each one's tools by short name. */
  apiOperations?: Readonly<Record<string, number>>;
  /** Limits classic mode exceeds with this provider/model, with their sources (empty: it can run). */
  classicProblems: LimitProblem[];
  /** Context window of the chosen model, when known. */
  contextWindow?: number;
  maxTools?: number;
  maxRequestBytes?: number;
}

const fmt = new Intl.NumberFormat('en-US');

export function CompareContext({ tokens, dual, operations, apiOperations, classicProblems, contextWindow, maxTools, maxRequestBytes }: CompareContextProps) {
  return (
    <div className="compare-context">
      <ContextTokens tokens={tokens} operations={operations} apiOperations={apiOperations} dual={dual} />
      <p className="muted" data-testid="compare-limits">
        Limits of the chosen provider and model: {maxTools !== undefined ? `${fmt.format(maxTools)} tools per request` : 'no documented tool cap'},{' '}
        {maxRequestBytes !== undefined ? `${fmt.format(maxRequestBytes / (1024 * 1024))} MB per request, ` : ''}
        {contextWindow !== undefined ? `${fmt.format(contextWindow)}-token context window` : 'context window unknown'}.
      </p>
      {classicProblems.length > 0 && <ClassicLimitNotice heading="Classic mode will be skipped:" problems={classicProblems} />}
    </div>
  );
}
