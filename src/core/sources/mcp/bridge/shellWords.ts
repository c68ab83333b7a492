// POSIX shell words: splits a typed command line into words (keeping each word's text as typed, so the shell that
// runs the bridge expands `~` and `$VARS` as it would have for the command itself) and quotes literal values.

export interface ShellWord {
  /** The word after quote removal. */
  value: string;
  /** The word as typed (quotes and escapes kept). */
  raw: string;
}

export type SplitOutcome = { ok: true; words: ShellWord[] } | { ok: false; message: string };

/** Characters a shell treats as control operators when unquoted: a bridge runs one command, not a pipeline. */
const OPERATORS = new Set(['|', '&', ';', '<', '>', '(', ')']);
const SPACE = /\s/;

/** Splits a command line as a POSIX shell would (quotes, backslashes); refuses pipelines, redirects and open quotes. */
export function splitShellWords(line: string): SplitOutcome {
  const words: ShellWord[] = [];
  let value = '';
  let start = -1;
  let i = 0;
  const end = (at: number) => {
    if (start >= 0) words.push({ value, raw: line.slice(start, at) });
    value = '';
    start = -1;
  };
  while (i < line.length) {
    const c = line.charAt(i);
    if (SPACE.test(c)) {
      end(i);
      i += 1;
      continue;
    }
    if (OPERATORS.has(c)) return { ok: false, message: `The command has a shell operator (${c}): give one command, as a desktop client's config runs it.` };
    if (start < 0) start = i;
    if (c === "'") {
      const close = line.indexOf("'", i + 1);
      if (close < 0) return { ok: false, message: 'The command has an unclosed single quote.' };
      value += line.slice(i + 1, close);
      i = close + 1;
    } else if (c === '"') {
      i += 1;
      while (i < line.length && line.charAt(i) !== '"') {
        // Inside double quotes a backslash escapes only these.
        if (line.charAt(i) === '\\' && '"\\$`'.includes(line.charAt(i + 1)) && i + 1 < line.length) i += 1;
        value += line.charAt(i);
        i += 1;
      }
      if (i >= line.length) return { ok: false, message: 'The command has an unclosed double quote.' };
      i += 1;
    } else if (c === '\\') {
      value += line.charAt(i + 1);
      i += 2;
    } else {
      value += c;
      i += 1;
    }
  }
  end(line.length);
  return { ok: true, words };
}

const BARE = /^[A-Za-z0-9_@%+=:,./-]+$/;

/** Quotes a literal value for a POSIX shell (bare when nothing in it is special). */
export function shellQuote(value: string): string {
  if (BARE.test(value)) return value;
  return `'${value.replaceAll("'", `'\\''`)}'`;
}

/** An environment assignment word (`NAME=value`) as a shell takes it before a command. */
export const ENV_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
export function isAssignment(word: ShellWord): boolean {
  const eq = word.raw.indexOf('=');
  return eq > 0 && ENV_NAME.test(word.raw.slice(0, eq));
}
