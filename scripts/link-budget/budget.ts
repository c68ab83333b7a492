// The link path's JavaScript budget: what a shared playground link loads before its first result, by chunk. A change
// that adds a chunk or grows one past its slack fails until the budget file says so (e2e/link-budget.spec.ts).

export interface LinkBudget {
  /** Why the numbers are what they are; updated with them. */
  note: string;
  /** Bytes of all JavaScript the link path loads. */
  totalBytes: number;
  /** Bytes per chunk, by its name without the content hash ("index.js", "catalog.worker.js"). */
  chunks: Record<string, number>;
}

/** Growth a chunk may take without a budget change: small edits should not fail the build, new code should. */
export const SLACK = { bytes: 2048, ratio: 0.01, totalBytes: 4096, totalRatio: 0.005 };

/** `assets/index-Bx3_k9aZ.js` → `index.js`; Pyodide's files keep their own names. */
export function chunkName(urlPath: string): string {
  const file = urlPath.split('/').pop() ?? urlPath;
  return file.replace(/-[A-Za-z0-9_-]{8}(\.[a-z]+)$/, '$1');
}

/** Sums bytes per chunk name (two files that differ only in hash are one chunk's versions: a problem of their own). */
export function measure(files: ReadonlyArray<{ path: string; bytes: number }>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const f of files) {
    const name = chunkName(f.path);
    out[name] = (out[name] ?? 0) + f.bytes;
  }
  return out;
}

const allowed = (budget: number): number => budget + Math.max(SLACK.bytes, Math.round(budget * SLACK.ratio));
const allowedTotal = (budget: number): number => budget + Math.max(SLACK.totalBytes, Math.round(budget * SLACK.totalRatio));
const kb = (n: number): string => `${(n / 1024).toFixed(1)} KB`;

/** What breaks the budget, one line each, or nothing. */
export function budgetProblems(measured: Record<string, number>, budget: LinkBudget): string[] {
  const problems: string[] = [];
  for (const [name, bytes] of Object.entries(measured)) {
    const own = budget.chunks[name];
    if (own === undefined) problems.push(`new chunk on the link path: ${name} (${kb(bytes)})`);
    else if (bytes > allowed(own)) problems.push(`${name} grew from ${kb(own)} to ${kb(bytes)}`);
  }
  const total = Object.values(measured).reduce((a, b) => a + b, 0);
  if (total > allowedTotal(budget.totalBytes)) problems.push(`the link path loads ${kb(total)} of JavaScript; the budget is ${kb(budget.totalBytes)}`);
  return problems;
}

/** The budget that matches `measured` exactly, keeping the note for the person updating it to rewrite. */
export function budgetFrom(measured: Record<string, number>, note: string): LinkBudget {
  const chunks = Object.fromEntries(Object.entries(measured).sort(([a], [b]) => a.localeCompare(b)));
  return { note, totalBytes: Object.values(chunks).reduce((a, b) => a + b, 0), chunks };
}
