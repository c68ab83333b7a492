// Privacy mode's settings: on or off (off by default) and the field names whose values count as personal data.
// Not secret: kept in localStorage. The token mapping itself lives only in memory, per chat.

export interface PrivacySettings {
  on: boolean;
  /** Comma- or space-separated field names, as typed. */
  fields: string;
}

export const PRIVACY_KEY = 'cmp.privacy';
export const DEFAULT_PRIVACY: PrivacySettings = { on: false, fields: 'name, address' };

export function privacyFields(settings: PrivacySettings): string[] {
  return settings.fields.split(/[\s,;]+/).map((f) => f.trim()).filter((f) => f !== '');
}

export function loadPrivacy(storage: Pick<Storage, 'getItem'> | null): PrivacySettings {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(PRIVACY_KEY) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return DEFAULT_PRIVACY;
    const { on, fields } = parsed as Record<string, unknown>;
    return { on: on === true, fields: typeof fields === 'string' ? fields : DEFAULT_PRIVACY.fields };
  } catch {
    return DEFAULT_PRIVACY;
  }
}
