// The live list of modes: the table, plus any line a test registers. Lists, selects, links, labels and colours all
// read it here, so a registered mode shows up everywhere at once.
import { MODE_TABLE, type AgentMode, type NativeMode } from './table';
import type { CodeLine, ModeFamily, ModeLine as AnyModeLine, NativeLine } from './types';

/** A line of this build: a test may register a classic, dual or code mode, but no native one core/llm does not know. */
type ModeLine = AnyModeLine<NativeMode>;

const lines: ModeLine[] = [...MODE_TABLE];

/** The chat's mode select: code mode's variants first, then classic, dual and the provider-native modes. */
const SELECT_ORDER: readonly ModeFamily[] = ['code', 'classic', 'dual', 'native'];

/**
 * Adds a mode after the last of its family (a test's discovery variant joins code mode's); returns its removal.
 * The AgentMode type knows only the table's ids: a registered id is cast by its registrant.
 */
export function registerMode(line: ModeLine): () => void {
  if (lines.some((l) => l.id === line.id)) throw new Error(`Mode "${line.id}" is already registered.`);
  const last = lines.findLastIndex((l) => l.family === line.family);
  lines.splice(last === -1 ? lines.length : last + 1, 0, line);
  return () => {
    const at = lines.indexOf(line);
    if (at !== -1) lines.splice(at, 1);
  };
}

/** Every mode in Compare's column order. */
export function modeLines(): readonly ModeLine[] {
  return lines;
}

/** Every mode in the chat select's order. */
export function selectOrder(): readonly ModeLine[] {
  return SELECT_ORDER.flatMap((family) => lines.filter((l) => l.family === family));
}

export function isAgentMode(id: string): id is AgentMode {
  return lines.some((l) => l.id === id);
}

export function modeLine(id: AgentMode): ModeLine {
  const line = lines.find((l) => l.id === id);
  if (!line) throw new Error(`Unknown mode: ${id}`);
  return line;
}

/** Code mode's discovery variants, `code` first. */
export function codeLines(): readonly CodeLine[] {
  return lines.filter((l): l is CodeLine => l.family === 'code');
}

export function nativeLines(): readonly NativeLine<NativeMode>[] {
  return lines.filter((l): l is NativeLine<NativeMode> => l.family === 'native');
}

/** A native mode's line (its prompt line, the provider feature it runs on). */
export function nativeLine(mode: NativeMode): NativeLine<NativeMode> {
  const line = nativeLines().find((l) => l.id === mode);
  if (!line) throw new Error(`Unknown native mode: ${mode}`);
  return line;
}

export function isNativeMode(mode: AgentMode): mode is NativeMode {
  return lines.some((l) => l.id === mode && l.family === 'native');
}

/** A code-mode variant's line, or undefined for classic, dual and the native modes. */
export function codeLine(mode: AgentMode): CodeLine | undefined {
  const line = lines.find((l) => l.id === mode);
  return line?.family === 'code' ? line : undefined;
}
