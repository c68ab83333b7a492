// What was typed or pasted into "Add MCP server": a URL (connect to it), or a stdio server a page cannot start: a
// command line, or JSON copied from a desktop client's config (`{"mcpServers": {…}}`, VS Code's `{"servers": {…}}`,
// one named entry, or one bare entry). An entry with a `url` is a remote server and needs no bridge.
import { isAssignment, shellQuote, splitShellWords, ENV_NAME, type ShellWord } from './shellWords';

export interface StdioServer {
  kind: 'stdio';
  name?: string;
  /** The command and its arguments as shell words, ready to paste. */
  words: string[];
  /** `NAME=value` shell words the command runs with. */
  env: string[];
}
export interface RemoteServer {
  kind: 'remote';
  name?: string;
  url: string;
}
export type ServerEntry = StdioServer | RemoteServer;
export type ServerInput = { kind: 'url' } | { kind: 'servers'; servers: ServerEntry[] } | { kind: 'invalid'; message: string };

const SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;
const HTTP = /^https?:\/\//i;
const SHAPE = 'Expected a command (npx -y @modelcontextprotocol/server-memory), {"mcpServers": {"name": {"command": …, "args": […]}}}, or one entry with "command" or "url".';

const invalid = (message: string): ServerInput => ({ kind: 'invalid', message });
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isEntry = (v: unknown): v is Record<string, unknown> => isRecord(v) && (typeof v.command === 'string' || typeof v.url === 'string');

/** Reads the form's input: a URL is left to the connection; a command or config becomes servers, or says what is wrong. */
export function parseServerInput(text: string): ServerInput {
  const t = text.trim();
  if (t === '' || SCHEME.test(t)) return { kind: 'url' };
  if (t.startsWith('{') || t.startsWith('"')) return parseConfig(t);
  // One word is a URL being typed (or one without a scheme): the connection names what is wrong with it.
  if (!/\s/.test(t)) return { kind: 'url' };
  const entry = fromCommandLine(t);
  return typeof entry === 'string' ? invalid(entry) : { kind: 'servers', servers: [entry] };
}

function fromCommandLine(line: string, name?: string): StdioServer | string {
  const split = splitShellWords(line);
  if (!split.ok) return split.message;
  return fromWords(split.words, name);
}

function fromWords(words: ShellWord[], name?: string): StdioServer | string {
  const first = words.findIndex((w) => !isAssignment(w));
  if (first < 0) return 'There is no command after the environment variables.';
  const env = words.slice(0, first).map((w) => w.raw);
  return { kind: 'stdio', ...(name === undefined ? {} : { name }), words: words.slice(first).map((w) => w.raw), env };
}

function parseJson(t: string): unknown {
  try {
    return JSON.parse(t);
  } catch (err) {
    // A fragment copied from inside a config: `"memory": {…}` (perhaps with the comma after it).
    if (!t.startsWith('"')) throw err;
    return JSON.parse(`{${t.replace(/,\s*$/, '')}}`);
  }
}

function parseConfig(t: string): ServerInput {
  let value: unknown;
  try {
    value = parseJson(t);
  } catch (err) {
    return invalid(`This is not valid JSON (${err instanceof Error ? err.message : String(err)}). ${SHAPE}`);
  }
  if (isEntry(value)) return done([fromEntry(value)]);
  if (!isRecord(value)) return invalid(SHAPE);
  const vscode = isRecord(value.mcp) ? value.mcp.servers : undefined;
  const map = [value.mcpServers, value.servers, vscode].find(isRecord) ?? value;
  const named = Object.entries(map).filter(([, v]) => isEntry(v)) as Array<[string, Record<string, unknown>]>;
  if (named.length === 0) return invalid(`No server in this JSON. ${SHAPE}`);
  return done(named.map(([name, v]) => fromEntry(v, name)));
}

function done(entries: Array<ServerEntry | string>): ServerInput {
  const problem = entries.find((e) => typeof e === 'string');
  if (problem !== undefined) return invalid(problem);
  return { kind: 'servers', servers: entries as ServerEntry[] };
}

function fromEntry(v: Record<string, unknown>, name?: string): ServerEntry | string {
  const label = name === undefined ? 'The entry' : `"${name}"`;
  const named = name === undefined ? {} : { name };
  if (typeof v.command !== 'string') {
    const url = v.url as string;
    return HTTP.test(url) ? { kind: 'remote', ...named, url } : `${label} has a "url" that is not http(s): ${url}`;
  }
  const args = v.args ?? [];
  if (!Array.isArray(args) || !args.every((a) => typeof a === 'string')) return `${label} has "args" that are not a list of strings.`;
  const env = v.env ?? {};
  if (!isRecord(env)) return `${label} has an "env" that is not an object.`;
  const badName = Object.keys(env).find((k) => !ENV_NAME.test(k));
  if (badName !== undefined) return `${label} sets an environment variable a shell cannot name: ${badName}`;
  const assignments = Object.entries(env).map(([k, val]) => `${k}=${shellQuote(typeof val === 'string' ? val : JSON.stringify(val))}`);
  // "command": "npx -y server" with no args: a command line in one string.
  if (args.length === 0 && /\s/.test(v.command.trim())) {
    const line = fromCommandLine(v.command.trim(), name);
    return typeof line === 'string' ? `${label}: ${line}` : { ...line, env: [...assignments, ...line.env] };
  }
  return { kind: 'stdio', ...named, words: [v.command, ...args].map(shellQuote), env: assignments };
}
