// Which modes run, how many times each, and the answer every run is checked against.
import type { AgentMode } from '../../../core/agent';
import type { CompareModeInfo } from '../../../core/compare';
import './CompareOptions.css';

export interface CompareOptionsProps {
  modes: readonly CompareModeInfo[];
  selected: readonly AgentMode[];
  /** Modes the chosen provider/model does not offer: listed, not selectable, with the reason. */
  unavailable?: Partial<Record<AgentMode, string>>;
  onModeChange: (mode: AgentMode, on: boolean) => void;
  repeats: number;
  maxRepeats: number;
  onRepeatsChange: (value: number) => void;
  expectText: string;
  /** Why the expected answer cannot be read, if it cannot. */
  expectError?: string;
  expectHint: string;
  onExpectChange: (text: string) => void;
  disabled: boolean;
}

export function CompareOptions({ modes, selected, unavailable = {}, onModeChange, repeats, maxRepeats, onRepeatsChange, expectText, expectError, expectHint, onExpectChange, disabled }: CompareOptionsProps) {
  return (
    <fieldset className="compare-options" disabled={disabled}>
      <legend className="visually-hidden">Comparison options</legend>
      <div className="compare-options-modes" role="group" aria-label="Modes to run">
        {modes.map((m) => {
          const why = unavailable[m.id];
          return (
            <label key={m.id} title={why}>
              <input type="checkbox" data-testid={`compare-mode-${m.id}`} checked={why === undefined && selected.includes(m.id)} disabled={why !== undefined} onChange={(e) => onModeChange(m.id, e.target.checked)} />
              {m.short}
              {why && <span className="muted" data-testid={`compare-mode-reason-${m.id}`}> ({why})</span>}
            </label>
          );
        })}
      </div>
      <label className="compare-options-repeats">
        Runs per mode
        <input type="number" min={1} max={maxRepeats} step={1} data-testid="compare-repeats" value={repeats} onChange={(e) => onRepeatsChange(Number(e.target.value))} />
      </label>
      <label className="compare-options-expect">
        Expected answer (optional)
        <input
          type="text"
          data-testid="compare-expect"
          value={expectText}
          placeholder="contains Moonlight"
          aria-invalid={expectError !== undefined}
          aria-describedby="compare-expect-hint"
          onChange={(e) => onExpectChange(e.target.value)}
        />
        <span id="compare-expect-hint" className="muted">{expectHint}</span>
      </label>
      {expectError && <p className="notice error" data-testid="compare-expect-error">{expectError}</p>}
    </fieldset>
  );
}
