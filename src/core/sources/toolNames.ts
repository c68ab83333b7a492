// Tool and operation names across sources: `<short name>__<operation>` when several are loaded, the operation's own
// name when one is (so one API's tools, search text and token counts stay as they were). Reversible by lookup.
import { hash8 } from '../openapi/hash8';

/** Between the short name and the operation name in a qualified name. */
export const QUALIFIER = '__';
/** Every provider's tool-name rule accepts this (the strictest: Anthropic/OpenAI, and Gemini's first character). */
export const QUALIFIED_NAME_PATTERN = /^[a-zA-Z_][a-zA-Z0-9_-]{0,63}$/;
const MAX = 64;

export interface QualifiedName {
  shortName: string;
  /** The operation's own name in its source. */
  name: string;
}

export interface SourceNames {
  shortName: string;
  names: readonly string[];
}

export interface ToolNameMap {
  /** One source: every name is the operation's own. */
  readonly single: boolean;
  /** The name the model sees for `name` of source `shortName` (undefined when that source has no such operation). */
  qualify: (shortName: string, name: string) => string | undefined;
  /** The source and operation behind a name the model used; a bare operation name resolves when one source has it. */
  resolve: (qualified: string) => QualifiedName | undefined;
  /** Every name the model can see, in source order. */
  readonly names: readonly string[];
}

function fit(raw: string, taken: Set<string>): string {
  let name = raw.length <= MAX ? raw : `${raw.slice(0, MAX - 9)}_${hash8(raw)}`;
  for (let n = 2; taken.has(name); n++) {
    const suffix = `_${n}`;
    name = `${name.slice(0, Math.min(name.length, MAX - suffix.length))}${suffix}`;
  }
  taken.add(name);
  return name;
}

export function createToolNameMap(sources: readonly SourceNames[]): ToolNameMap {
  const single = sources.length <= 1;
  const forward = new Map<string, Map<string, string>>();
  const back = new Map<string, QualifiedName>();
  const bare = new Map<string, QualifiedName | null>();
  const taken = new Set<string>();
  const names: string[] = [];
  for (const source of sources) {
    const own = new Map<string, string>();
    forward.set(source.shortName, own);
    for (const name of source.names) {
      const qualified = single ? name : fit(`${source.shortName}${QUALIFIER}${name}`, taken);
      own.set(name, qualified);
      back.set(qualified, { shortName: source.shortName, name });
      // A bare name two sources share is ambiguous: null.
      bare.set(name, bare.has(name) ? null : { shortName: source.shortName, name });
      names.push(qualified);
    }
  }
  return {
    single,
    names,
    qualify: (shortName, name) => forward.get(shortName)?.get(name),
    resolve: (qualified) => {
      const trimmed = qualified.trim();
      return back.get(trimmed) ?? bare.get(trimmed) ?? undefined;
    },
  };
}
