// Title, version, description, the servers section (= the sandbox allowlist), and loader warnings of the active spec.
import type { ReactNode } from 'react';
import type { LoadedSummary } from '../../workers/catalogProtocol';
import { versionLabel } from '../../app/format';
import { Markdown } from '../Markdown/Markdown';
import './SpecOverview.css';

export interface SpecOverviewProps {
  spec: LoadedSummary;
  /** The servers section (the server picker). */
  servers: ReactNode;
  /** Several APIs loaded: which one this is (the first), and where the others' settings are. */
  place?: string | null;
}


export function SpecOverview({ spec, servers, place = null }: SpecOverviewProps) {
  return (
    <section className="spec-overview panel" aria-label="Spec overview">
      <h1 className="spec-overview-title">
        {spec.title} {spec.version && <span className="muted spec-overview-version">{versionLabel(spec.version)}</span>}
      </h1>
      {place && <p className="muted" data-testid="spec-overview-place">{place}</p>}
      <p className="muted spec-overview-meta">
        {spec.originalVersion.startsWith('2') ? 'Swagger' : 'OpenAPI'} {spec.originalVersion} · {spec.operations.length}{' '}
        operations · from <span className="path">{spec.url ?? spec.source}</span> · loaded in{' '}
        <span data-testid="spec-timings">
          {Math.round(spec.timings.loadMs)} ms, {spec.timings.cached ? "index re-opened from this browser's cache in" : 'indexed in'}{' '}
          {Math.round(spec.timings.indexMs)} ms
        </span>
      </p>
      {spec.description && (
        <details className="spec-overview-description">
          <summary>Description</summary>
          <Markdown className="spec-overview-markdown" text={spec.description} />
        </details>
      )}
      <h3>Servers (allowed hosts for sandboxed code)</h3>
      {servers}
      {spec.warnings.length > 0 && (
        <details className="spec-overview-warnings notice warn" data-testid="spec-warnings" open={spec.warnings.length <= 3}>
          <summary>
            {spec.warnings.length} warning{spec.warnings.length === 1 ? '' : 's'}
          </summary>
          <ul>
            {spec.warnings.slice(0, 200).map((w, i) => (
              <li key={i}>{w}</li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}
