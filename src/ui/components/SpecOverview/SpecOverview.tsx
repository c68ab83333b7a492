// Title, version, description, servers (= the sandbox allowlist) with their warnings, and loader warnings of the active spec.
import type { ServerLevel } from '../../../core/openapi';
import type { ServerWithWarnings } from '../../hooks/useServerWarnings';
import type { LoadedSummary } from '../../workers/catalogProtocol';
import { versionLabel } from '../../app/format';
import './SpecOverview.css';

export interface SpecOverviewProps {
  spec: LoadedSummary;
  /** The spec's servers, each with what deserves a second look (private addresses, plain http, userinfo). */
  servers: ServerWithWarnings[];
}

const LEVEL_NOTES: Partial<Record<ServerLevel, string>> = {
  path: 'path-level: declared for some paths only',
  operation: 'operation-level: declared for some operations only',
};

export function SpecOverview({ spec, servers }: SpecOverviewProps) {
  return (
    <section className="spec-overview panel" aria-label="Spec overview">
      <h1 className="spec-overview-title">
        {spec.title} {spec.version && <span className="muted spec-overview-version">{versionLabel(spec.version)}</span>}
      </h1>
      <p className="muted spec-overview-meta">
        {spec.originalVersion.startsWith('2') ? 'Swagger' : 'OpenAPI'} {spec.originalVersion} · {spec.operations.length}{' '}
        operations · from <span className="path">{spec.url ?? spec.source}</span> · loaded in{' '}
        <span data-testid="spec-timings">
          {Math.round(spec.timings.loadMs)} ms, indexed in {Math.round(spec.timings.indexMs)} ms
        </span>
      </p>
      {spec.description && (
        <details className="spec-overview-description">
          <summary>Description</summary>
          <p>{spec.description}</p>
        </details>
      )}
      <h3>Servers (allowed hosts for sandboxed code)</h3>
      {spec.allowlist.length === 0 ? (
        <p className="notice warn">No servers: code in the sandbox cannot reach any host.</p>
      ) : (
        <ul className="spec-overview-servers" data-testid="spec-servers">
          {servers.map(({ server: s, warnings }) => (
            <li key={s.url}>
              <code data-testid="spec-server">{s.url}</code>
              {s.description ? <span className="muted"> — {s.description}</span> : null}
              {s.level && LEVEL_NOTES[s.level] ? <span className="muted"> ({LEVEL_NOTES[s.level]})</span> : null}
              {warnings.length > 0 && (
                <ul className="spec-overview-server-warnings">
                  {warnings.map((w) => (
                    <li key={w.kind} className="notice warn" data-testid="server-warning" data-kind={w.kind}>
                      {w.message}
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      )}
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
