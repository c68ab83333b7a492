// Privacy mode's settings, shared by Chat and Compare and remembered on this device.
import { useCallback, useState } from 'react';
import { loadPrivacy, PRIVACY_KEY, type PrivacySettings } from '../app/privacySettings';

const storage = (): Storage | null => (typeof localStorage === 'undefined' ? null : localStorage);

export function usePrivacy(): [PrivacySettings, (patch: Partial<PrivacySettings>) => void] {
  const [value, setValue] = useState(() => loadPrivacy(storage()));
  const update = useCallback((patch: Partial<PrivacySettings>) => {
    setValue((prev) => {
      const next = { ...prev, ...patch };
      try {
        storage()?.setItem(PRIVACY_KEY, JSON.stringify(next));
      } catch {
        // Storage full or blocked: the setting still applies to this page.
      }
      return next;
    });
  }, []);
  return [value, update];
}
