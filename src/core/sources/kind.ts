// What a source kind is: one folder (core/sources/<kind>/kind.ts) holding how its document becomes catalog entries,
// how its tools take arguments, its line in the prompt, its link parameter and the settings its sources have. The
// registry (kinds.ts) has one line per kind; nothing outside a kind's folder asks which kind a source is.

/** A setting a source of the kind has: the server it reaches, its credentials, mock mode, its CORS proxy toggle. */
export type SourceSetting = 'server' | 'credentials' | 'mock' | 'proxy';

/** How a link carries the kind's sources. */
export interface SourceKindLink {
  /** The query key (`spec`, `mcp`, …); unique among the kinds and the link's other keys. */
  key: string;
  /** The kind whose key leads the link: the first source and the server choices (`server=`, `server.<name>=`). */
  leads?: true;
  /** A value as a link may carry it, or undefined (dropped): where keys could hide, it is refused. */
  read: (value: string) => string | undefined;
}

export interface SourceKindDef {
  /** The entries' `kind`. */
  id: string;
  /** Whether a loaded document is this kind's, by its first server's URL (a kind whose sources have a reserved base). */
  owns?: (baseUrl: string) => boolean;
  /** Its operations are tools: the arguments are the JSON body's fields, sent whole (classic tools, Python keywords). */
  toolArguments: boolean;
  /** Its line in the prompt of a mode that runs code, for its loaded sources' short names in order. */
  promptLine?: (names: readonly string[]) => string;
  link: SourceKindLink;
  /** The settings its sources have (none: its calls go through its own connection). */
  settings: readonly SourceSetting[];
}
