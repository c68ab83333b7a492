// A schema as get_schema returns it, made readable: "detailed" Markdown rendered, "full" JSON as a foldable,
// highlighted tree; "brief" (and anything that does not parse) as plain text.
import type { Detail } from '../../../core/catalog';
import { JsonTree } from './JsonTree';
import { Markdown } from '../Markdown/Markdown';
import './SchemaText.css';

export interface SchemaTextProps {
  detail: Detail;
  text: string;
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

export function SchemaText({ detail, text }: SchemaTextProps) {
  if (detail === 'detailed') return <Markdown className="schema-markdown" text={text} breaks />;
  if (detail === 'full') {
    const parsed = parseJson(text);
    if (parsed.ok) return <div className="schema-json"><JsonTree value={parsed.value} /></div>;
  }
  return <pre className="schema-plain">{text}</pre>;
}
