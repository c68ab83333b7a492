// The Context Off-Ramp: a tool result too big for the model's context is saved whole in the workspace, and the
// model gets a short preview (path, size, rows, fields, first rows) and one line telling it to use `execute`.
import { countTokens } from '../tokens';
import { DEFAULT_OFFRAMP_TOKENS, isRecordList, recordFields } from '../workspace';

export { DEFAULT_OFFRAMP_TOKENS };
/** The preview stays under this many tokens (the issue's budget is about 600). */
const PREVIEW_TOKENS = 550;
const CELL_CHARS = 80;

export interface OffRampFiles {
  /** Workspace names: `<step>.json`, plus `<step>.csv` when the value is a list of flat records. */
  json: { name: string; bytes: Uint8Array };
  csv?: { name: string; bytes: Uint8Array };
}

export function exceedsThreshold(text: string, thresholdTokens: number): { over: boolean; tokens: number } {
  // Cheap bound first: a token is at least one character, so text shorter than the threshold never crosses it.
  if (text.length <= thresholdTokens) return { over: false, tokens: -1 };
  const tokens = countTokens(text);
  return { over: tokens > thresholdTokens, tokens };
}

const isScalar = (v: unknown): boolean => v === null || ['string', 'number', 'boolean'].includes(typeof v);

function csvCell(v: unknown): string {
  const s = typeof v === 'string' ? v : v === null || v === undefined ? '' : JSON.stringify(v);
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

function toCsv(rows: ReadonlyArray<Record<string, unknown>>, fields: string[]): string {
  return [fields.map(csvCell).join(','), ...rows.map((r) => fields.map((f) => csvCell(r[f])).join(','))].join('\n') + '\n';
}

/** The files to save for `value` (its JSON text given, when already encoded). */
export function offRampFiles(step: string, value: unknown, jsonBytes?: Uint8Array): OffRampFiles {
  const encoder = new TextEncoder();
  const json = { name: `${step}.json`, bytes: jsonBytes ?? encoder.encode(JSON.stringify(value) ?? 'null') };
  if (isRecordList(value) && value.every((row) => Object.values(row).every(isScalar))) {
    return { json, csv: { name: `${step}.csv`, bytes: encoder.encode(toCsv(value, recordFields(value, value.length))) } };
  }
  return { json };
}

function typeName(v: unknown): string {
  return v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v;
}

function fieldTypes(rows: ReadonlyArray<Record<string, unknown>>): string {
  const fields = recordFields(rows);
  const types = fields.map((f) => {
    const seen = new Set(rows.slice(0, 200).map((r) => typeName(r[f])).filter((t) => t !== 'undefined'));
    return `${f} (${[...seen].join('|') || 'missing'})`;
  });
  return types.length > 40 ? `${types.slice(0, 40).join(', ')}, … (${types.length} fields)` : types.join(', ');
}

/** Shortens long strings and wide containers, so one preview row stays a line. */
function clip(v: unknown, depth = 0): unknown {
  if (typeof v === 'string') return v.length > CELL_CHARS ? `${v.slice(0, CELL_CHARS)}…` : v;
  if (Array.isArray(v)) return depth > 1 ? `[${v.length} items]` : [...v.slice(0, 5).map((x) => clip(x, depth + 1)), ...(v.length > 5 ? [`… ${v.length - 5} more`] : [])];
  if (typeof v === 'object' && v !== null) {
    if (depth > 1) return `{${Object.keys(v).length} keys}`;
    const entries = Object.entries(v);
    const kept = Object.fromEntries(entries.slice(0, 30).map(([k, x]) => [k, clip(x, depth + 1)]));
    return entries.length > 30 ? { ...kept, '…': `${entries.length - 30} more keys` } : kept;
  }
  return v;
}

function shape(value: unknown): string {
  if (isRecordList(value)) return `${value.length.toLocaleString('en-US')} rows (a list of records); fields: ${fieldTypes(value)}`;
  if (Array.isArray(value)) return `a list of ${value.length.toLocaleString('en-US')} items`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value);
    const keys = entries.slice(0, 40).map(([k, v]) => `${k} (${Array.isArray(v) ? `array of ${v.length}` : typeName(v)})`);
    return `an object with ${entries.length} keys: ${keys.join(', ')}${entries.length > 40 ? ', …' : ''}`;
  }
  if (typeof value === 'string') return `text of ${value.length.toLocaleString('en-US')} characters`;
  return typeName(value);
}

/** The model-visible text in place of the full result: at most about 600 tokens. */
export function offRampPreview(value: unknown, files: OffRampFiles, tokensKeptOut: number): string {
  const paths = [`/data/${files.json.name}`, ...(files.csv ? [`/data/${files.csv.name}`] : [])];
  const head = [
    `Result too large for the context (${tokensKeptOut.toLocaleString('en-US')} tokens, ${files.json.bytes.byteLength.toLocaleString('en-US')} bytes): saved whole to ${paths.join(' and ')}.`,
    `It holds ${shape(value)}.`,
  ];
  const tail = `Process the file with \`execute\` (e.g. json.load(open("${paths[0] ?? ''}"))) and return only what the answer needs.`;
  const fits = (lines: string[]) => countTokens([...lines, tail].join('\n')) <= PREVIEW_TOKENS;
  const lines = [...head];
  if (!fits(lines)) lines[1] = `It holds ${shape(value).slice(0, 600)}…`;
  const items: unknown[] = Array.isArray(value) ? value.slice(0, 10) : [];
  if (items.length > 0) {
    lines.push('First rows:');
    for (const item of items) {
      const row = JSON.stringify(clip(item)) ?? 'null';
      if (!fits([...lines, row])) break;
      lines.push(row);
    }
    if (lines.at(-1) === 'First rows:') lines.pop();
  } else {
    const text = typeof value === 'string' ? value : JSON.stringify(clip(value)) ?? '';
    let excerpt = text.slice(0, 1_500);
    while (excerpt.length > 0 && !fits([...lines, `Starts with: ${excerpt}…`])) excerpt = excerpt.slice(0, Math.floor(excerpt.length * 0.7));
    if (excerpt) lines.push(`Starts with: ${excerpt}…`);
  }
  return [...lines, tail].join('\n');
}
