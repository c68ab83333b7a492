// A link's MCP servers wait for the user: a link is anyone's, so the page neither connects to a server it names nor
// signs in anywhere until the user says so here.
export interface McpLinkPromptProps {
  servers: readonly string[];
  onConnect: () => void;
  onDismiss: () => void;
}

export function McpLinkPrompt({ servers, onConnect, onDismiss }: McpLinkPromptProps) {
  const one = servers.length === 1;
  return (
    <div className="notice mcp-link-prompt" role="region" aria-label="MCP servers in this link" data-testid="mcp-link-prompt">
      <p>
        This link adds {one ? 'an MCP server' : `${servers.length} MCP servers`}. Connect to load {one ? 'its' : 'their'} tools;
        nothing is called, and no sign-in starts, until you ask.
      </p>
      <ul>
        {servers.map((s) => <li key={s}><code data-testid="mcp-link-server">{s}</code></li>)}
      </ul>
      <button type="button" className="primary" data-testid="mcp-link-connect" onClick={onConnect}>Connect</button>{' '}
      <button type="button" data-testid="mcp-link-dismiss" onClick={onDismiss}>Don&apos;t connect</button>
    </div>
  );
}
