// A time limit setting (the run's, or the cap on a tool call that keeps reporting progress): the typed text, the
// limit in force (the last valid value) and why the text is not used.
import { useCallback, useState } from 'react';
import { loadRunTimeLimit, parseRunSeconds, RUN_TIME, runTimeoutMs, typedRunTimeLimit, type SecondsField } from '../app/runTimeLimit';
import { useStoredSetting } from './useStoredSetting';

export interface RunTimeLimitController {
  /** The limit every run the page starts gets, in seconds. */
  seconds: number;
  /** The same in ms, clamped to the limits table's range: what the sandbox config carries. */
  timeoutMs: number;
  /** As typed, so a half-typed number is not lost. */
  text: string;
  /** Why the typed text is not used (runs keep `seconds`), or null. */
  problem: string | null;
  setText: (text: string) => void;
}

export function useRunTimeLimit(field: SecondsField = RUN_TIME): RunTimeLimitController {
  const [setting, update] = useStoredSetting(field.key, (s) => loadRunTimeLimit(s, field));
  const [text, setTypedText] = useState(() => String(setting.seconds));
  const parsed = parseRunSeconds(text, setting.seconds, field);
  const setText = useCallback((next: string) => {
    setTypedText(next);
    const checked = typedRunTimeLimit(setting, next, field);
    if (checked !== setting) update(checked);
  }, [setting, update, field]);
  return { seconds: setting.seconds, timeoutMs: runTimeoutMs(setting, field), text, problem: 'problem' in parsed ? parsed.problem : null, setText };
}
