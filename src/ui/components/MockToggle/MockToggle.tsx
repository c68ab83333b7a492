// Live API | Mock from spec, per spec. Checked, the page answers every allowed request from the spec itself and says so.
import './MockToggle.css';

export interface MockToggleProps {
  enabled: boolean;
  /** Null without a spec (nothing to mock). */
  onChange: ((on: boolean) => void) | null;
  /** Where mocked requests go, e.g. "https://mock.invalid/api/v3". */
  baseUrl?: string;
  /** Forgets what mocked writes changed; null while it cannot (a run is in flight). */
  onReset?: (() => void) | null;
  /** Several APIs loaded: the one this toggle mocks (each other API has its own under ⚙ on its chip). */
  api?: string | null;
}

export function MockToggle({ enabled, onChange, baseUrl, onReset = null, api = null }: MockToggleProps) {
  return (
    <div className="mock-toggle">
      <label>
        <input type="checkbox" data-testid="mock-toggle" checked={enabled} disabled={!onChange} onChange={(e) => onChange?.(e.target.checked)} />{' '}
        Mock from spec{' '}
        {api ? (
          <span className="muted" data-testid="mock-api" data-api={api}>(<code>{api}</code>, instead of its live API; the other APIs: ⚙ on their chips)</span>
        ) : (
          <span className="muted">(instead of the live API)</span>
        )}
      </label>
      {enabled && (
        <button type="button" className="mock-reset" data-testid="mock-reset" disabled={!onReset} onClick={() => onReset?.()} title="Forget what mocked writes created, changed or deleted">
          Reset mock data
        </button>
      )}
      {enabled && (
        <p className="notice warn" data-testid="mock-notice">
          Mock mode: responses are generated from the spec (its examples, else realistic values for its schemas); lists,
          get-by-id and writes share the same items until you reset them. No request leaves the page and none of this data is real.{baseUrl ? <> Requests go to <code>{baseUrl}</code>.</> : null}
        </p>
      )}
    </div>
  );
}
