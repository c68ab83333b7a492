// A setting shared by the views and remembered on this device (not secret: localStorage).
import { useCallback, useState } from 'react';

const storage = (): Storage | null => {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
};

export function useStoredSetting<T extends object>(key: string, load: (s: Pick<Storage, 'getItem'> | null) => T): [T, (patch: Partial<T>) => void] {
  const [value, setValue] = useState(() => load(storage()));
  const update = useCallback((patch: Partial<T>) => {
    setValue((prev) => {
      const next = { ...prev, ...patch };
      try {
        storage()?.setItem(key, JSON.stringify(next));
      } catch {
        // Storage full or blocked: the setting still applies to this page.
      }
      return next;
    });
  }, [key]);
  return [value, update];
}
