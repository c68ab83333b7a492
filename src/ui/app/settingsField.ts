// The settings field a settings problem (providers.ts validateSettings) asks for, so its message can jump to it.

export type SettingsField = 'model' | 'key' | 'base';

/** The field's test id in SettingsPanel. */
export const SETTINGS_FIELD_TEST_ID: Record<SettingsField, string> = { model: 'model-input', key: 'api-key-input', base: 'base-url-input' };

export function settingsFieldFor(problem: string | null): SettingsField | null {
  if (!problem) return null;
  if (/\bmodel id\b/i.test(problem)) return 'model';
  if (/\bAPI key\b/.test(problem)) return 'key';
  if (/\bbase URL\b/i.test(problem)) return 'base';
  return null;
}
