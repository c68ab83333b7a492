// The provider-native agent modes (issue 30): they run over the classic tools, with the provider's own search or
// code execution in front of them.
import type { NativeMode } from '../llm/types';
import type { AgentMode } from './types';

export const NATIVE_MODES: readonly NativeMode[] = ['tool-search', 'tool-search-local', 'programmatic'];

export function isNativeMode(mode: AgentMode): mode is NativeMode {
  return (NATIVE_MODES as readonly string[]).includes(mode);
}
