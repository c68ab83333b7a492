// Plain-text rendering of a bench section: arrays of flat objects as tables, everything else as key: value lines.

function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return JSON.stringify(value);
}

export function renderTable(rows: ReadonlyArray<Record<string, unknown>>): string {
  const columns = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  const widths = columns.map((c) => Math.max(c.length, ...rows.map((r) => cell(r[c]).length)));
  const line = (values: string[]) => values.map((v, i) => v.padEnd(widths[i] ?? 0)).join('  ').trimEnd();
  return [line(columns), line(widths.map((w) => '-'.repeat(w))), ...rows.map((r) => line(columns.map((c) => cell(r[c]))))].join('\n');
}

function isRowArray(value: unknown): value is Array<Record<string, unknown>> {
  return Array.isArray(value) && value.length > 0 && value.every((v) => v !== null && typeof v === 'object' && !Array.isArray(v));
}

export function printSection(name: string, result: Record<string, unknown>): void {
  const out: string[] = [`\n== ${name} ==`];
  for (const [key, value] of Object.entries(result)) {
    if (isRowArray(value)) out.push(`${key}:`, renderTable(value));
    else if (Array.isArray(value) && value.length === 0) continue;
    else if (value !== null && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 0) continue;
    else out.push(`${key}: ${cell(value)}`);
  }
  process.stdout.write(out.join('\n') + '\n');
}
