// A link's MCP servers wait for the user: a link is anyone's, so the page neither connects to a server it names nor
// signs in anywhere until the user says so here.
export interface McpLinkPromptProps {
  servers: readonly string[];
  /** Server URLs the link carried that a link may not (a user name, password, query or fragment): left out. */
  dropped: number;
  onConnect: () => void;
  onDismiss: () => void;
}

export function McpLinkPrompt({ servers, dropped, onConnect, onDismiss }: McpLinkPromptProps) {
  const one = servers.length === 1;
  const none = servers.length === 0;
  return (
    <div className="notice mcp-link-prompt" role="region" aria-label="MCP servers in this link" data-testid="mcp-link-prompt">
      {!none && (
        <>
          <p>
            This link adds {one ? 'an MCP server' : `${servers.length} MCP servers`}. Connect to load {one ? 'its' : 'their'} tools;
            nothing is called, and no sign-in starts, until you ask.
          </p>
          <ul>
            {servers.map((s) => <li key={s}><code data-testid="mcp-link-server">{s}</code></li>)}
          </ul>
        </>
      )}
      {dropped > 0 && (
        <p data-testid="mcp-link-dropped">
          {dropped === 1 ? 'One MCP server URL' : `${dropped} MCP server URLs`} in this link had a user name, password, query or
          fragment, which links never carry: left out, and removed from the address bar. Add it with Add MCP server.
        </p>
      )}
      {!none && <><button type="button" className="primary" data-testid="mcp-link-connect" onClick={onConnect}>Connect</button>{' '}</>}
      <button type="button" data-testid="mcp-link-dismiss" onClick={onDismiss}>{none ? 'OK' : 'Don\'t connect'}</button>
    </div>
  );
}
