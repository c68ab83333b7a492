// Call search, get_schema or execute by hand, with JSON arguments, and see the MCP request and response: no LLM
// needed (what MCP Inspector offers for a server).
import { useState } from 'react';
import type { InspectorTool } from '../../hooks/useToolInspector';
import { JsonTree } from '../SchemaText/JsonTree';
import './ToolInspector.css';


export interface ToolInspectorProps {
  /** Argument templates per tool, e.g. the selected operation's name for get_schema. */
  templates: Record<InspectorTool, string>;
  /** Performs the call; resolves with request and response (never rejects). */
  call: (tool: InspectorTool, args: Record<string, unknown>) => Promise<{ request: unknown; response: unknown; ms: number }>;
  /** Why calls cannot run now (no spec, sandbox not ready), if so. */
  blocked: string | null;
  /** The inspector was opened (its execute runs code: Python starts then). */
  onOpen?: () => void;
}

const TOOLS: InspectorTool[] = ['search', 'get_schema', 'execute'];

function parseArgs(text: string): Record<string, unknown> | string {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : 'Arguments must be a JSON object.';
  } catch (error) {
    return `Arguments are not valid JSON: ${error instanceof Error ? error.message : String(error)}`;
  }
}

export function ToolInspector({ templates, call, blocked, onOpen }: ToolInspectorProps) {
  const [tool, setTool] = useState<InspectorTool>('search');
  const [edited, setEdited] = useState<Partial<Record<InspectorTool, string>>>({});
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [exchange, setExchange] = useState<{ request: unknown; response: unknown; ms: number } | null>(null);
  const text = edited[tool] ?? templates[tool];

  const run = () => {
    const args = parseArgs(text);
    if (typeof args === 'string') return setProblem(args);
    setProblem(null);
    setBusy(true);
    void call(tool, args).then((x) => setExchange(x)).finally(() => setBusy(false));
  };

  return (
    <details className="tool-inspector panel" data-testid="tool-inspector" onToggle={(e) => { if (e.currentTarget.open) onOpen?.(); }}>
      <summary>Call a code-mode tool by hand (MCP, no LLM)</summary>
      <div className="tool-inspector-form">
        <select aria-label="Tool" data-testid="inspector-tool" value={tool} onChange={(e) => setTool(e.target.value as InspectorTool)}>
          {TOOLS.map((t) => <option key={t} value={t}>{t}</option>)}
        </select>
        <textarea aria-label="Arguments (JSON)" data-testid="inspector-args" rows={4} value={text} onChange={(e) => setEdited({ ...edited, [tool]: e.target.value })} />
        <div className="tool-inspector-actions">
          {(blocked ?? problem) && <span className={problem ? 'notice error' : 'muted'}>{problem ?? blocked}</span>}
          <button type="button" className="primary" data-testid="inspector-call" disabled={busy || blocked !== null} onClick={run}>{busy ? 'Calling…' : 'Call'}</button>
        </div>
      </div>
      {exchange && (
        <div className="tool-inspector-exchange" data-testid="inspector-exchange">
          <h4>Request</h4>
          <div className="schema-json"><JsonTree value={exchange.request} /></div>
          <h4>Response <span className="muted">({Math.round(exchange.ms)} ms)</span></h4>
          <div className="schema-json" data-testid="inspector-response"><JsonTree value={exchange.response} /></div>
        </div>
      )}
    </details>
  );
}
