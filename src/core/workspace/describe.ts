// What the Data panel and the off-ramp say about a file: rows and fields when it is tabular (CSV, or JSON that is a
// list of records), and a short text preview.
export interface FileFacts {
  rows?: number;
  fields?: string[];
}

const decoder = new TextDecoder();
/** JSON beyond this is not parsed just to count rows (the panel stays responsive). */
const MAX_PARSE_BYTES = 20 * 1024 * 1024;

export function isRecordList(value: unknown): value is Array<Record<string, unknown>> {
  return Array.isArray(value) && value.length > 0 && value.every((v) => typeof v === 'object' && v !== null && !Array.isArray(v));
}

/** Field names of a record list, in first-seen order. */
export function recordFields(rows: ReadonlyArray<Record<string, unknown>>, sample = 200): string[] {
  const seen = new Set<string>();
  for (const row of rows.slice(0, sample)) for (const k of Object.keys(row)) seen.add(k);
  return [...seen];
}

export function describeFile(name: string, bytes: Uint8Array): FileFacts {
  if (/\.csv$/i.test(name)) {
    const text = decoder.decode(bytes);
    const lines = text.split(/\r?\n/).filter((l) => l !== '');
    return { rows: Math.max(0, lines.length - 1), fields: (lines[0] ?? '').split(',').map((f) => f.trim().replace(/^"|"$/g, '')) };
  }
  if (/\.json$/i.test(name) && bytes.byteLength <= MAX_PARSE_BYTES) {
    try {
      const value: unknown = JSON.parse(decoder.decode(bytes));
      if (isRecordList(value)) return { rows: value.length, fields: recordFields(value) };
      if (Array.isArray(value)) return { rows: value.length };
    } catch {
      return {};
    }
  }
  return {};
}

/** The first `maxChars` characters of a file, as text. */
export function previewText(bytes: Uint8Array, maxChars = 4_000): string {
  const text = decoder.decode(bytes.subarray(0, maxChars * 4));
  return text.length > maxChars ? `${text.slice(0, maxChars)}…` : text;
}
