// The Context Off-Ramp's settings (on by default, threshold in tokens), remembered on this device.
import { loadOffRamp, OFFRAMP_KEY, type OffRampSettings } from '../app/offRampSettings';
import { useStoredSetting } from './useStoredSetting';

export function useOffRamp(): [OffRampSettings, (patch: Partial<OffRampSettings>) => void] {
  return useStoredSetting(OFFRAMP_KEY, loadOffRamp);
}
