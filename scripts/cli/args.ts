// Argument parsing for scripts/cli.ts: positionals plus --flag value / --flag=value / boolean flags.

export class UsageError extends Error {}

export interface ParsedArgs {
  positionals: string[];
  flags: Map<string, string | true>;
}

const VALUE_FLAGS = new Set(['limit', 'detail']);

export function parseArgs(argv: readonly string[]): ParsedArgs {
  const positionals: string[] = [];
  const flags = new Map<string, string | true>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '--') {
      positionals.push(...argv.slice(i + 1));
      break;
    }
    if (!arg.startsWith('--')) {
      positionals.push(arg);
      continue;
    }
    const eq = arg.indexOf('=');
    const name = arg.slice(2, eq === -1 ? undefined : eq);
    if (eq !== -1) flags.set(name, arg.slice(eq + 1));
    else if (VALUE_FLAGS.has(name)) {
      const value = argv[++i];
      if (value === undefined) throw new UsageError(`--${name} needs a value`);
      flags.set(name, value);
    } else flags.set(name, true);
  }
  return { positionals, flags };
}

export function limitFlag(args: ParsedArgs): number | undefined {
  const raw = args.flags.get('limit');
  if (raw === undefined) return undefined;
  const n = Number(raw);
  if (raw === true || !Number.isInteger(n) || n < 1 || n > 50) throw new UsageError('--limit must be an integer from 1 to 50');
  return n;
}

export function detailFlag(args: ParsedArgs): 'brief' | 'detailed' | 'full' {
  const raw = args.flags.get('detail') ?? 'detailed';
  if (raw !== 'brief' && raw !== 'detailed' && raw !== 'full') throw new UsageError('--detail must be brief, detailed or full');
  return raw;
}

export const USAGE = `Usage: npm run --silent cli -- <command> …
  inspect <spec>                                   title, version, servers/allowlist, tags, warnings (JSON)
  search  <spec> <query> [--limit N]               ranked operations: [{name, method, path, summary}]
  search  <spec> --batch [--limit N]               one query per stdin line → one JSON array per line
  schema  <spec> <name...> [--detail brief|detailed|full] [--text]
  tokens  <spec>                                   classic vs code-mode context tokens
<spec> is a file path or an http(s) URL.`;
