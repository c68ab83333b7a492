// "Context at start": tokens a model holds before its first call: classic (one tool per operation), code mode and its
// discovery variants, dual.
import type { DualContext } from '../../app/dualContext';
import type { ContextTokens as Tokens } from '../../workers/catalogProtocol';
import { Fragment } from 'react';
import type { AgentMode } from '../../../core/agent';
import { codeLines } from '../../../core/modes';
import { barGeometry } from '../../app/barScale';
import './ContextTokens.css';

export interface ContextTokensProps {
  /** null while counting (the tokenizer loads after the spec). */
  tokens: Tokens | null;
  /** Why counting failed, if it did. */
  error?: string | null;
  /** Classic mode's tools: the loaded set's (every API's operations). */
  operations: number;
  /** Several APIs: each one's tools by short name (the per-API table's Tools column). */
  apiOperations?: Readonly<Record<string, number>>;
  /** Heading of the card; "Context at start" by default. */
  title?: string;
  /** Dual mode's figure (see dualContext), when known. */
  dual?: DualContext | null;
}

const fmt = new Intl.NumberFormat('en-US');

export function ContextTokens({ tokens, error, operations, apiOperations, title = 'Context at start', dual }: ContextTokensProps) {
  if (!tokens) {
    return (
      <section className="context-tokens panel" aria-label="Context at start">
        <h2>{title}</h2>
        {error ? (
          <p className="notice error">{error}</p>
        ) : (
          <p className="muted context-tokens-counting" role="status">
            <span className="spinner" aria-hidden="true" /> Counting tokens for {fmt.format(operations)} tools…
          </p>
        )}
      </section>
    );
  }
  // Code mode's other variants in the registry's order, each with its count.
  const variants = codeLines().slice(1).flatMap((l) => {
    const count = tokens.codeVariants?.[l.id as AgentMode];
    return count === undefined ? [] : [{ id: l.id, name: l.name, tokens: count }];
  });
  const geometry = barGeometry([tokens.classic, tokens.codeMode, ...(dual ? [dual.tokens] : []), ...variants.map((v) => v.tokens)]);
  const [classicWidth = 0, codeWidth = 0, ...rest] = geometry.widths;
  const dualWidth = dual ? (rest.shift() ?? 0) : 0;
  const ratio = tokens.codeMode > 0 ? tokens.classic / tokens.codeMode : 0;
  const log = geometry.scale === 'log';
  return (
    <section className="context-tokens panel" aria-label="Context at start" data-scale={geometry.scale}>
      <h2>{title}</h2>
      <dl className="context-tokens-bars">
        <dt data-testid="context-classic-label" data-value={operations}>Classic ({fmt.format(operations)} tools)</dt>
        <dd>
          <span className="context-tokens-track"><span className="context-tokens-bar classic" data-testid="context-bar-classic" style={{ width: `${classicWidth}%` }} /></span>
          <span className="context-tokens-value" data-testid="context-tokens-classic" data-value={tokens.classic}>
            {tokens.classicExact ? '' : '≈ '}
            {fmt.format(tokens.classic)} tokens
          </span>
        </dd>
        <dt>Code mode (3 tools + prompt)</dt>
        <dd>
          <span className="context-tokens-track"><span className="context-tokens-bar code" data-testid="context-bar-code" style={{ width: `${codeWidth}%` }} /></span>
          <span className="context-tokens-value" data-testid="context-tokens-code" data-value={tokens.codeMode}>
            {fmt.format(tokens.codeMode)} tokens
          </span>
        </dd>
        {variants.map((v, i) => (
          <Fragment key={v.id}>
            <dt>{v.name}</dt>
            <dd>
              <span className="context-tokens-track"><span className="context-tokens-bar code" style={{ width: `${rest[i] ?? 0}%` }} /></span>
              <span className="context-tokens-value" data-testid={`context-tokens-${v.id}`} data-value={v.tokens}>
                {fmt.format(v.tokens)} tokens
              </span>
            </dd>
          </Fragment>
        ))}
        {dual && (
          <>
            <dt data-testid="context-dual-label">Dual ({dual.surface === 'direct' ? `${fmt.format(operations)} typed tools + execute` : 'search · get_schema · call_operation · execute'})</dt>
            <dd>
              <span className="context-tokens-track"><span className="context-tokens-bar dual" data-testid="context-bar-dual" style={{ width: `${dualWidth}%` }} /></span>
              <span className="context-tokens-value" data-testid="context-tokens-dual" data-value={dual.tokens} data-surface={dual.surface}>
                {fmt.format(dual.tokens)} tokens
              </span>
            </dd>
          </>
        )}
        {log && (
          <>
            <dt className="visually-hidden">Scale</dt>
            <dd className="context-tokens-axis" data-testid="context-scale" aria-label="Log scale: each mark is ten times the one before">
              <span className="context-tokens-track">
                {geometry.ticks.map((t) => (
                  <span key={t.value} className="context-tokens-tick" style={{ left: `${t.at}%` }}>{t.labelled ? t.label : ''}</span>
                ))}
              </span>
              <span className="context-tokens-value muted">log scale</span>
            </dd>
          </>
        )}
      </dl>
      {tokens.perApi && tokens.perApi.length > 1 && (
        <table className="context-tokens-per-api" data-testid="context-per-api">
          <caption className="muted">Per API (the set above is their total)</caption>
          <thead><tr><th>API</th><th>Classic</th><th>Code mode</th>{apiOperations && <th>Tools</th>}</tr></thead>
          <tbody>
            {tokens.perApi.map((a) => (
              <tr key={a.id} data-testid={`context-api-${a.shortName}`}>
                <td><code>{a.shortName}</code></td>
                <td data-value={a.tokens.classic}>{a.tokens.classicExact ? '' : '≈ '}{fmt.format(a.tokens.classic)}</td>
                <td data-value={a.tokens.codeMode}>{fmt.format(a.tokens.codeMode)}</td>
                {apiOperations && <td data-testid="context-api-tools" data-value={apiOperations[a.shortName] ?? ''}>{fmt.format(apiOperations[a.shortName] ?? 0)}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className="muted context-tokens-note">
        {ratio >= 1 ? `Classic needs ${ratio >= 10 ? Math.round(ratio).toLocaleString('en-US') : ratio.toFixed(1)}× the context of code mode${log ? ' (bars on a log scale: each mark is 10×)' : ''}. ` : ''}Counted with the {tokens.tokenizer} tokenizer{tokens.classicExact ? '' : ' (classic estimated from a sample of tools)'}.
      </p>
    </section>
  );
}
