// How one search hit reads for the model at each detail level.
import type { Detail } from './types';
import type { Entry } from './entries';
import { plainText } from './text';

const DETAILED_DESCRIPTION = 200;
const FULL_DESCRIPTION = 600;

function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

function paramList(e: Entry): string {
  const parts = e.op.parameters
    .filter((p) => p.in !== 'header' && p.in !== 'cookie')
    .map((p) => `${p.name}${p.required ? '*' : ''} (${p.in})`);
  if (e.op.requestBody) parts.push(`body${e.op.requestBody.required ? '*' : ''}`);
  return parts.length > 0 ? parts.join(', ') : 'none';
}

/** `name`: the name the model uses (with several APIs, qualified by the API's short name). */
export function formatHit(e: Entry, detail: Detail, name: string = e.op.name): string {
  const { op } = e;
  const head = `- ${name}: ${op.method.toUpperCase()} ${op.path}${e.line ? ` — ${e.line}` : ''}${op.deprecated ? ' (deprecated)' : ''}`;
  if (detail === 'brief') return head;
  const lines = [head];
  const description = plainText(op.description ?? '');
  const max = detail === 'full' ? FULL_DESCRIPTION : DETAILED_DESCRIPTION;
  if (description && description !== e.line) lines.push(`  ${clip(description, max)}`);
  lines.push(`  params: ${paramList(e)}`);
  if (detail === 'full' && op.tags.length > 0) lines.push(`  tags: ${op.tags.join(', ')}`);
  return lines.join('\n');
}
