// A JSON value as a tree: objects and arrays fold (open to `openDepth`), keys and scalars coloured by type.
import type { ReactNode } from 'react';
import './SchemaText.css';

export interface JsonTreeProps {
  value: unknown;
  openDepth?: number;
}

function scalar(value: unknown): ReactNode {
  if (typeof value === 'string') return <span className="json-string">{JSON.stringify(value)}</span>;
  if (typeof value === 'number') return <span className="json-number">{String(value)}</span>;
  if (typeof value === 'boolean' || value === null) return <span className="json-literal">{String(value)}</span>;
  return <span>{JSON.stringify(value)}</span>;
}

function node(value: unknown, label: ReactNode, depth: number, openDepth: number): ReactNode {
  if (value === null || typeof value !== 'object') return <div className="json-row">{label}{scalar(value)}</div>;
  const isArray = Array.isArray(value);
  const entries: Array<[string, unknown]> = isArray ? value.map((v, i) => [String(i), v]) : Object.entries(value);
  const [open, close] = isArray ? ['[', ']'] : ['{', '}'];
  if (entries.length === 0) return <div className="json-row">{label}{open}{close}</div>;
  return (
    <details className="json-node" open={depth < openDepth}>
      <summary>{label}{open}<span className="json-count muted"> {entries.length} {isArray ? (entries.length === 1 ? 'item' : 'items') : entries.length === 1 ? 'key' : 'keys'} </span>{close}</summary>
      <div className="json-children">
        {entries.map(([k, v]) => <div key={k}>{node(v, isArray ? null : <span className="json-key">{JSON.stringify(k)}: </span>, depth + 1, openDepth)}</div>)}
      </div>
    </details>
  );
}

export function JsonTree({ value, openDepth = 3 }: JsonTreeProps) {
  return <div className="json-tree">{node(value, null, 0, openDepth)}</div>;
}
