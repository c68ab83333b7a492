// The one command that runs a stdio server behind a bridge on this machine, and the URL the page then connects to.
// Flags as of mcp-proxy 6.7 (CORS on by default, allowing any origin) and supergateway 4.0 (CORS only with --cors).
import { shellQuote } from './shellWords';
import type { StdioServer } from './serverInput';

export type BridgeName = 'mcp-proxy' | 'supergateway';

export interface BridgeInfo {
  name: BridgeName;
  /** The bridge's own default port. */
  port: number;
  /** What the user should know before running it. */
  note: string;
}

export const BRIDGES: readonly BridgeInfo[] = [
  {
    name: 'mcp-proxy',
    port: 8080,
    note: 'Listens on 127.0.0.1 only; CORS is on for any origin, so stop it when you are done.',
  },
  {
    name: 'supergateway',
    port: 8000,
    note: 'Listens on every network interface (it has no host flag); --cors lets only this page\'s origin in.',
  },
];

export const DEFAULT_BRIDGE: BridgeName = 'mcp-proxy';

export interface BridgePlan {
  /** A POSIX shell command line (macOS, Linux, WSL). */
  command: string;
  /** The Streamable HTTP endpoint the bridge serves. */
  url: string;
}

export const isPort = (port: number): boolean => Number.isInteger(port) && port >= 1 && port <= 65535;

/** The command for `bridge` on `port`; `origin` (this page's) narrows supergateway's CORS to it. */
export function bridgePlan(server: StdioServer, bridge: BridgeName, port: number, origin?: string): BridgePlan {
  const words = bridge === 'mcp-proxy'
    ? ['npx', '-y', 'mcp-proxy', '--host', '127.0.0.1', '--port', String(port), '--', ...server.words]
    // supergateway runs --stdio through a shell: the words go in as one string, and that shell reads them as typed.
    // --stateful keeps one server process per session (stateless starts one per request, losing its state).
    : ['npx', '-y', 'supergateway', '--stdio', shellQuote(server.words.join(' ')), '--outputTransport', 'streamableHttp',
        '--stateful', '--port', String(port), '--cors', ...(origin === undefined ? [] : [shellQuote(origin)])];
  return { command: [...server.env, ...words].join(' '), url: `http://127.0.0.1:${port}/mcp` };
}
