// "Go to settings" from a message that asks for a setting: on a phone the settings sit far below the input, so the
// field is scrolled into view and focused.
import { useCallback } from 'react';
import { SETTINGS_FIELD_TEST_ID, settingsFieldFor } from '../app/settingsField';

/** The jump for `problem` (a settings problem), or null when it names no field. */
export function useJumpToSettings(problem: string | null): (() => void) | null {
  const field = settingsFieldFor(problem);
  const jump = useCallback(() => {
    if (!field) return;
    const el = document.querySelector<HTMLElement>(`[data-testid="${SETTINGS_FIELD_TEST_ID[field]}"]`);
    if (!el) return;
    el.scrollIntoView({ block: 'center' });
    el.focus({ preventScroll: true });
  }, [field]);
  return field ? jump : null;
}
