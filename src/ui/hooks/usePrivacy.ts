// Privacy mode's settings, shared by Chat and Compare and remembered on this device.
import { loadPrivacy, PRIVACY_KEY, type PrivacySettings } from '../app/privacySettings';
import { useStoredSetting } from './useStoredSetting';

export function usePrivacy(): [PrivacySettings, (patch: Partial<PrivacySettings>) => void] {
  return useStoredSetting(PRIVACY_KEY, loadPrivacy);
}
