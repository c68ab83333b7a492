// A stdio server pasted into "Add MCP server" (a command, or a desktop client's config): a page cannot start it, so
// this shows the one command that serves it behind a bridge on this machine and keeps the form's URL on what that
// bridge serves. A remote entry of the config just gives its URL.
import { useState } from 'react';
import { BRIDGES, DEFAULT_BRIDGE, bridgePlan, isPort, type BridgeName, type ServerEntry } from '../../../core/sources';

export interface StdioBridgeProps {
  servers: ServerEntry[];
  /** Puts the URL the chosen server will be served at into the form. */
  onUrl: (url: string) => void;
  onClose: () => void;
}

const defaultPort = (bridge: BridgeName): number => BRIDGES.find((b) => b.name === bridge)?.port ?? 8080;

/** The URL an entry is reached at, with this bridge on this port. */
export function entryUrl(entry: ServerEntry, bridge: BridgeName = DEFAULT_BRIDGE, port = defaultPort(bridge)): string {
  return entry.kind === 'remote' ? entry.url : bridgePlan(entry, bridge, port).url;
}

export function StdioBridge({ servers, onUrl, onClose }: StdioBridgeProps) {
  const [index, setIndex] = useState(0);
  const [bridge, setBridge] = useState<BridgeName>(DEFAULT_BRIDGE);
  const [port, setPort] = useState(defaultPort(DEFAULT_BRIDGE));
  const [copied, setCopied] = useState(false);
  const entry = servers[index] ?? servers[0];
  if (!entry) return null;

  const choose = (next: { index?: number; bridge?: BridgeName; port?: number }) => {
    const i = next.index ?? index;
    const b = next.bridge ?? bridge;
    const p = next.port ?? (next.bridge ? defaultPort(b) : port);
    setIndex(i);
    setBridge(b);
    setPort(p);
    setCopied(false);
    const chosen = servers[i];
    if (chosen && isPort(p)) onUrl(entryUrl(chosen, b, p));
  };
  const plan = entry.kind === 'stdio' && isPort(port) ? bridgePlan(entry, bridge, port, window.location.origin) : null;
  const copy = () => {
    if (plan) void navigator.clipboard.writeText(plan.command).then(() => setCopied(true), () => setCopied(false));
  };

  return (
    <div className="mcp-bridge" role="region" aria-label="Run a stdio server behind a bridge" data-testid="mcp-bridge">
      <button type="button" className="mcp-bridge-close" onClick={onClose} aria-label="Close the bridge instructions">×</button>
      {servers.length > 1 && (
        <label>
          <span>Server</span>{' '}
          <select data-testid="mcp-bridge-server" value={index} onChange={(e) => choose({ index: Number(e.target.value) })}>
            {servers.map((s, i) => <option key={`${i}:${s.name ?? ''}`} value={i}>{s.name ?? `server ${i + 1}`}</option>)}
          </select>
        </label>
      )}
      {entry.kind === 'remote' ? (
        <p data-testid="mcp-bridge-remote">
          {entry.name ?? 'This entry'} is a remote server: no bridge needed. Its URL is in the field above.
        </p>
      ) : (
        <>
          <p>
            This is a stdio server, which a page cannot start. Run it behind a bridge on this machine, then Connect to the
            URL above (the bridge serves it there).
          </p>
          <label>
            <span>Bridge</span>{' '}
            <select data-testid="mcp-bridge-kind" value={bridge} onChange={(e) => choose({ bridge: e.target.value as BridgeName })}>
              {BRIDGES.map((b) => <option key={b.name} value={b.name}>{b.name}</option>)}
            </select>
          </label>
          <label>
            <span>Port</span>{' '}
            <input type="number" min={1} max={65535} data-testid="mcp-bridge-port" value={port} onChange={(e) => choose({ port: Number(e.target.value) })} />
          </label>
          {plan ? (
            <>
              <div className="mcp-bridge-command">
                <pre data-testid="mcp-bridge-command">{plan.command}</pre>
                <button type="button" data-testid="mcp-bridge-copy" onClick={copy}>{copied ? 'Copied' : 'Copy'}</button>
              </div>
              <p className="muted mcp-form-note">
                {BRIDGES.find((b) => b.name === bridge)?.note} For a POSIX shell (macOS, Linux, WSL); needs Node.js.
              </p>
            </>
          ) : (
            <p className="notice error">A port is a whole number from 1 to 65535.</p>
          )}
        </>
      )}
    </div>
  );
}
