// A tool call's result as Python and the models see it: structuredContent when there is one, else the text parsed as
// JSON when it parses, else the text; other content, and text with annotations (audience, priority), as dicts with
// their `type`.
import type { McpCallOutcome } from './types';

interface Content {
  type: string;
  text?: string;
  [key: string]: unknown;
}

export interface ToolResultLike {
  content?: unknown;
  structuredContent?: unknown;
  isError?: unknown;
}

const asContent = (c: unknown): Content | null => (c && typeof c === 'object' && typeof (c as Content).type === 'string' ? (c as Content) : null);

function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** A text item that is only its text (no annotations, no _meta): Python gets the string. */
const plainText = (c: Content): boolean => c.type === 'text' && typeof c.text === 'string' && Object.keys(c).every((k) => k === 'type' || k === 'text');

export function toolOutcome(result: ToolResultLike): McpCallOutcome {
  const content = (Array.isArray(result.content) ? result.content : []).map(asContent).filter((c): c is Content => c !== null);
  const texts = content.filter((c) => c.type === 'text' && typeof c.text === 'string').map((c) => c.text as string);
  const text = texts.join('\n');
  const isError = result.isError === true;
  let value: unknown;
  if (result.structuredContent !== undefined && result.structuredContent !== null && !isError) value = result.structuredContent;
  else if (content.length === 1 && content[0] && plainText(content[0])) value = parsed(texts[0] ?? '');
  else if (content.length === 0) value = null;
  else value = content.map((c) => (plainText(c) ? c.text : { ...c }));
  return { ok: true, isError, value, text: text || (isError ? 'The tool reported an error without a message.' : '') };
}
