// Public surface of core/modes: the one modes registry (ids, names, colours, families, Compare defaults, run needs,
// and each mode's behaviour: a discovery variant, a native mode's prompt line).
export { MODE_TABLE } from './table';
export type { AgentMode, NativeMode } from './table';
export { codeLine, codeLines, isAgentMode, isNativeMode, modeLine, modeLines, nativeLine, nativeLines, registerMode, selectOrder } from './registry';
export type { ClassicLine, CodeLine, DualLine, ModeFamily, ModeLine, NativeLine, ProviderFeature } from './types';
