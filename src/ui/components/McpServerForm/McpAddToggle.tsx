// The "Add MCP server" toggle, in the spec loader's row; the form it opens loads on first use (McpServerForm).
import type { McpController } from '../../hooks/useMcpSources';

export interface McpAddToggleProps {
  mcp: McpController;
  ready: boolean;
}

export function McpAddToggle({ mcp, ready }: McpAddToggleProps) {
  return (
    <button type="button" data-testid="mcp-add-toggle" aria-expanded={mcp.formOpen} disabled={!ready} onClick={() => mcp.setFormOpen(!mcp.formOpen)}>
      Add MCP server
    </button>
  );
}
