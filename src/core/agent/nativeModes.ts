// The provider-native agent modes (issue 30): they run over the classic tools, with the provider's own search or
// code execution in front of them. Their lines are in core/modes.
import type { NativeMode } from '../llm/types';
import { nativeLines } from '../modes';

export { isNativeMode } from '../modes';

export function nativeModes(): NativeMode[] {
  return nativeLines().map((l) => l.id);
}
