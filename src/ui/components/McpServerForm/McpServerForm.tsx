// "Add MCP server": the form (URL, optional auth, Connect) and the failure panel, loaded when first opened. The token
// or header value lives in this component's state only and goes with the form (it closes on a successful connect).
// The secret inputs are uncontrolled (no `value` prop), so a secret never becomes an HTML attribute, as SecretInput
// ensures elsewhere; this form does not share SecretInput's chunk, which would then move onto the link path.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { parseServerInput, type McpAuth, type ServerEntry } from '../../../core/sources';
import type { McpFailureEntry } from '../../app/mcpFailures';
import type { McpController } from '../../hooks/useMcpSources';
import { StdioBridge, entryUrl } from './StdioBridge';
import './McpServerForm.css';

type AuthKind = 'none' | 'bearer' | 'header' | 'client';

export interface McpServerFormProps {
  mcp: McpController;
  /** A CORS proxy is set (the form then offers it). */
  proxyAvailable: boolean;
}

function authOf(kind: AuthKind, token: string, name: string, value: string): McpAuth | undefined {
  if (kind === 'bearer' && token !== '') return { kind: 'bearer', token };
  if (kind === 'header' && name.trim() !== '') return { kind: 'header', name: name.trim(), value };
  return undefined;
}

export function McpServerForm({ mcp, proxyAvailable }: McpServerFormProps) {
  const [url, setUrl] = useState('');
  const [kind, setKind] = useState<AuthKind>('none');
  const [token, setToken] = useState('');
  const [headerName, setHeaderName] = useState('');
  const [headerValue, setHeaderValue] = useState('');
  const [clientId, setClientId] = useState('');
  const [clientSecret, setClientSecret] = useState('');
  const [viaProxy, setViaProxy] = useState(false);
  const authRef = useRef<HTMLSelectElement>(null);
  const { failures } = mcp;
  const newest = failures.at(-1) ?? null;
  // A pasted stdio server (its bridge panel keyed per paste), or what is wrong with a pasted config.
  const [bridged, setBridged] = useState<{ servers: ServerEntry[]; key: number } | null>(null);
  const [inputProblem, setInputProblem] = useState<string | null>(null);
  const typed = (value: string) => {
    const input = parseServerInput(value);
    setInputProblem(input.kind === 'invalid' ? input.message : null);
    if (input.kind !== 'servers' || !input.servers[0]) return setUrl(value);
    setBridged({ servers: input.servers, key: (bridged?.key ?? 0) + 1 });
    setUrl(entryUrl(input.servers[0]));
  };

  // The newest failed server (a link's too) fills the URL; an auth failure puts the focus on the credential's kind, but
  // not a connected server's call refused for a scope (it comes during a run or a chat, where the user may be typing).
  const [shown, setShown] = useState<McpFailureEntry | null>(null);
  if (newest !== shown) {
    setShown(newest);
    if (newest) setUrl(newest.url);
  }
  useEffect(() => {
    if (newest?.failure.kind === 'auth' && !newest.stepUp) authRef.current?.focus();
  }, [newest]);

  const busy = mcp.connecting !== null;
  const submit = (ev: FormEvent) => {
    ev.preventDefault();
    if (busy || url.trim() === '') return;
    // Connected: the form closes, and the credential leaves with this component's state.
    const client = kind === 'client' && clientId.trim() !== '' ? { id: clientId.trim(), ...(clientSecret ? { secret: clientSecret } : {}) } : undefined;
    void mcp.connect(url, authOf(kind, token, headerName, headerValue), { proxy: viaProxy && proxyAvailable, ...(client ? { client } : {}) });
  };
  const unlinked = url.trim() !== '' && !mcp.linkable(url);

  return (
    <form className="mcp-form panel" aria-label="Add an MCP server" data-testid="mcp-form" onSubmit={submit}>
      <label className="mcp-form-url">
        <span>MCP server URL</span>
        <input type="url" data-testid="mcp-url" placeholder="https://example.com/mcp, or paste a stdio command or config" required value={url} onChange={(e) => typed(e.target.value)} />
      </label>
      {inputProblem && <p className="notice error mcp-form-note" role="status" data-testid="mcp-input-problem">{inputProblem}</p>}
      {bridged && <StdioBridge key={bridged.key} servers={bridged.servers} onUrl={setUrl} onClose={() => setBridged(null)} />}
      <label>
        <span>Auth</span>{' '}
        <select ref={authRef} data-testid="mcp-auth-kind" value={kind} onChange={(e) => {
          // The secret inputs are uncontrolled (no value attribute): shown again, they start empty, and so does the state.
          setKind(e.target.value as AuthKind);
          setToken('');
          setHeaderValue('');
          setClientSecret('');
        }}>
          <option value="none">None</option>
          <option value="bearer">Bearer token</option>
          <option value="header">Custom header</option>
          <option value="client">OAuth client (pre-registered)</option>
        </select>
      </label>
      {kind === 'bearer' && (
        <label>
          <span>Token</span>{' '}
          <input type="password" autoComplete="off" data-testid="mcp-token" onChange={(e) => setToken(e.target.value)} />
        </label>
      )}
      {kind === 'header' && (
        <>
          <label>
            <span>Header</span>{' '}
            <input type="text" autoComplete="off" spellCheck={false} placeholder="X-Api-Key" data-testid="mcp-header-name" value={headerName} onChange={(e) => setHeaderName(e.target.value)} />
          </label>
          <label>
            <span>Value</span>{' '}
            <input type="password" autoComplete="off" data-testid="mcp-header-value" onChange={(e) => setHeaderValue(e.target.value)} />
          </label>
        </>
      )}
      {kind === 'client' && (
        <>
          <label title="A client registered for this page's address with the server's authorization server, when it has no dynamic registration">
            <span>Client ID</span>{' '}
            <input type="text" autoComplete="off" spellCheck={false} data-testid="mcp-client-id" value={clientId} onChange={(e) => setClientId(e.target.value)} />
          </label>
          <label title="Only if the authorization server gave the client one; kept in this tab's session storage with the sign-in">
            <span>Client secret (optional)</span>{' '}
            <input type="password" autoComplete="off" data-testid="mcp-client-secret" onChange={(e) => setClientSecret(e.target.value)} />
          </label>
        </>
      )}
      <label title={proxyAvailable ? 'Connect through the CORS proxy set in the request settings' : 'Set a CORS proxy in the request settings first'}>
        <input type="checkbox" data-testid="mcp-proxy" checked={viaProxy && proxyAvailable} disabled={!proxyAvailable} onChange={(e) => setViaProxy(e.target.checked)} /> Through the CORS proxy
      </label>
      <button type="submit" data-testid="mcp-connect" disabled={busy || url.trim() === ''}>
        {busy ? 'Connecting…' : 'Connect'}
      </button>
      {busy && <span className="muted" role="status" data-testid="mcp-connecting">Connecting to {mcp.connecting}…</span>}
      <p className="muted mcp-form-note">
        The credential stays in this page&apos;s memory: never in a link, an export, a log or the sandbox.
        {unlinked && ' A URL with a user name, query or fragment (where keys hide) is left out of links.'}
      </p>
      {failures.map(({ url: server, failure }) => (
        <div key={server} className="notice error mcp-error" role="alert" data-testid="mcp-error" data-server={server}>
          <p className="mcp-error-server">{server}</p>
          <p>{failure.message}</p>
          {failure.fix && <p className="mcp-error-fix">{failure.fix}</p>}
          {failure.signIn && (
            <button type="button" className="primary" data-testid="mcp-sign-in" onClick={() => failure.signIn && mcp.signIn(server, failure.signIn.url)}>
              Sign in at {failure.signIn.origin}
            </button>
          )}
          <button type="button" onClick={() => mcp.dismissFailure(server)} aria-label={`Dismiss the error for ${server}`}>×</button>
        </div>
      ))}
    </form>
  );
}
