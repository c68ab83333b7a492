// "Context at start": tokens a model holds before its first call, classic (one tool per operation) vs code mode.
import type { ContextTokens as Tokens } from '../../workers/catalogProtocol';
import './ContextTokens.css';

export interface ContextTokensProps {
  /** null while counting (the tokenizer loads after the spec). */
  tokens: Tokens | null;
  /** Why counting failed, if it did. */
  error?: string | null;
  operations: number;
}

const fmt = new Intl.NumberFormat('en-US');

export function ContextTokens({ tokens, error, operations }: ContextTokensProps) {
  if (!tokens) {
    return (
      <section className="context-tokens panel" aria-label="Context at start">
        <h2>Context at start</h2>
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
  const max = Math.max(tokens.classic, tokens.codeMode, 1);
  const ratio = tokens.codeMode > 0 ? tokens.classic / tokens.codeMode : 0;
  return (
    <section className="context-tokens panel" aria-label="Context at start">
      <h2>Context at start</h2>
      <dl className="context-tokens-bars">
        <dt>Classic ({fmt.format(operations)} tools)</dt>
        <dd>
          <span className="context-tokens-bar classic" style={{ width: `${(tokens.classic / max) * 100}%` }} />
          <span data-testid="context-tokens-classic" data-value={tokens.classic}>
            {tokens.classicExact ? '' : '≈ '}
            {fmt.format(tokens.classic)} tokens
          </span>
        </dd>
        <dt>Code mode (3 tools + prompt)</dt>
        <dd>
          <span className="context-tokens-bar code" style={{ width: `${(tokens.codeMode / max) * 100}%` }} />
          <span data-testid="context-tokens-code" data-value={tokens.codeMode}>
            {fmt.format(tokens.codeMode)} tokens
          </span>
        </dd>
      </dl>
      <p className="muted context-tokens-note">
        {ratio >= 1 ? `Classic needs ${ratio.toFixed(1)}× the context of code mode. ` : ''}Counted with the {tokens.tokenizer} tokenizer{tokens.classicExact ? '' : ' (classic estimated from a sample of tools)'}.
      </p>
    </section>
  );
}
