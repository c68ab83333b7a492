// get_schema "detailed": compact Markdown a model can write a request from, bounded in depth and length.
import type { LoadedSpec } from '../openapi/types';
import type { Entry } from './entries';
import { pickMediaType } from './inputs';
import { successResponse } from './responses';
import { constraints, fieldLines, typeLabel } from './schema-shape';
import { plainText } from './text';

const DESCRIPTION_CHARS = 400;
const PARAM_DESCRIPTION_CHARS = 140;
const BODY_LIMITS = { maxDepth: 3, maxProps: 30, maxLines: 60 };
const RESPONSE_LIMITS = { maxDepth: 2, maxProps: 25, maxLines: 40 };

function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

export function detailedMarkdown(spec: LoadedSpec, e: Entry): string {
  const { op } = e;
  const r = spec.resolver;
  const lines = [`## ${op.name}`, `\`${op.method.toUpperCase()} ${op.path}\`${e.line ? ` — ${e.line}` : ''}`];
  if (op.deprecated) lines.push('**Deprecated.**');
  const description = plainText(op.description ?? '');
  if (description && description !== e.line) lines.push(clip(description, DESCRIPTION_CHARS));

  if (op.parameters.length > 0) {
    lines.push('', '**Parameters**');
    for (const p of op.parameters) {
      const notes = [p.in, typeLabel(r, p.schema ?? {})];
      if (p.required) notes.push('required');
      if (p.schema !== undefined) notes.push(...constraints(r, p.schema));
      if (p.deprecated) notes.push('deprecated');
      const text = p.description ? ` — ${clip(plainText(p.description), PARAM_DESCRIPTION_CHARS)}` : '';
      lines.push(`- \`${p.name}\` (${notes.join(', ')})${text}`);
    }
  }

  const body = op.requestBody;
  const bodyType = body ? pickMediaType(body.content) : undefined;
  if (body && bodyType !== undefined) {
    const schema = body.content[bodyType]?.schema;
    const label = schema === undefined ? 'any' : typeLabel(r, schema);
    lines.push('', `**Request body** (${bodyType}${body.required ? ', required' : ''}): ${label}`);
    if (schema !== undefined) lines.push(...fieldLines(r, schema, BODY_LIMITS));
  }

  const success = successResponse(op);
  if (success) {
    const schema = success.mediaType ? success.response.content?.[success.mediaType]?.schema : undefined;
    const shape = schema === undefined ? 'no body' : typeLabel(r, schema);
    const media = success.mediaType ? ` (${success.mediaType})` : '';
    lines.push('', `**Response ${success.status}**${media}: ${shape}`);
    if (schema !== undefined) lines.push(...fieldLines(r, schema, RESPONSE_LIMITS));
  }
  return lines.join('\n');
}
