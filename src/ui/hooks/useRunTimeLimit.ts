// The run time limit setting: the typed text, the limit runs get (the last valid value) and why the text is not used.
import { useCallback, useState } from 'react';
import { loadRunTimeLimit, parseRunSeconds, RUN_TIME_LIMIT_KEY, runTimeoutMs, typedRunTimeLimit } from '../app/runTimeLimit';
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

export function useRunTimeLimit(): RunTimeLimitController {
  const [setting, update] = useStoredSetting(RUN_TIME_LIMIT_KEY, loadRunTimeLimit);
  const [text, setTypedText] = useState(() => String(setting.seconds));
  const parsed = parseRunSeconds(text, setting.seconds);
  const setText = useCallback((next: string) => {
    setTypedText(next);
    const checked = typedRunTimeLimit(setting, next);
    if (checked !== setting) update(checked);
  }, [setting, update]);
  return { seconds: setting.seconds, timeoutMs: runTimeoutMs(setting), text, problem: 'problem' in parsed ? parsed.problem : null, setText };
}
