// The tool part of an approval question for an MCP tool call: which server and tool, its annotations (destructive
// marked), a note when its server changed them since the run started, and a reminder that they are the server's own hints.
import type { ApprovalRequest } from '../../../sandbox';

export interface ToolCallSummaryProps {
  api: string | undefined;
  tool: NonNullable<ApprovalRequest['tool']>;
}

const HINTS = ['readOnlyHint', 'destructiveHint', 'idempotentHint', 'openWorldHint'] as const;

export function ToolCallSummary({ api, tool }: ToolCallSummaryProps) {
  const a = tool.annotations ?? {};
  const set = HINTS.filter((h) => a[h] !== undefined);
  return (
    <>
      <p className="approval-line">
        MCP tool <strong data-testid="approval-tool">{api ? `${api}.` : ''}{tool.name}</strong>
        {a.destructiveHint === true && <strong className="approval-destructive" data-testid="approval-destructive"> destructive</strong>}
      </p>
      <p className="muted" data-testid="approval-annotations">
        {set.length === 0 ? 'Its server gives no annotations, so it counts as a write.' : set.map((h) => `${h}: ${String(a[h])}`).join(' · ')}
        {' '}Annotations are the server&apos;s own hints, not guarantees.
      </p>
      {tool.hintsChanged && <p className="approval-warning" data-testid="approval-hints-changed">{tool.hintsChanged}.</p>}
    </>
  );
}
