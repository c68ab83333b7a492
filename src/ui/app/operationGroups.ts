// How the explorer groups operations: by tag; a spec without any tags (Stripe: 452 operations) by its first path
// segment after a version prefix, so no single "untagged" group holds everything, unless its paths do not group (an
// MCP server's tools are one `POST /<tool>` each: 20,000 tools made 20,000 groups of one).
import type { OperationSummary } from '../workers/catalogProtocol';

export const UNTAGGED = 'untagged';

const VERSION = /^v\d+(\.\d+)*$/i;

/** "/v1/accounts/{account}/persons" -> "/accounts"; "/" -> "/". */
export function pathGroup(path: string): string {
  const segments = path.split('/').filter((s) => s !== '');
  const first = segments.find((s) => !VERSION.test(s));
  return first === undefined ? '/' : `/${first}`;
}

export function groupOperations(operations: readonly OperationSummary[]): Array<[string, OperationSummary[]]> {
  const byPath = operations.every((op) => op.tags.length === 0);
  const groups = new Map<string, OperationSummary[]>();
  for (const op of operations) {
    const keys = byPath ? [pathGroup(op.path)] : op.tags.length ? op.tags : [UNTAGGED];
    for (const key of keys) {
      const list = groups.get(key) ?? [];
      list.push(op);
      groups.set(key, list);
    }
  }
  if (byPath && groups.size > 1 && alone(groups) * 2 > operations.length) return [[UNTAGGED, [...operations]]];
  return [...groups.entries()];
}

/** Operations that are the only one of their group. */
function alone(groups: ReadonlyMap<string, readonly OperationSummary[]>): number {
  let n = 0;
  for (const list of groups.values()) if (list.length === 1) n++;
  return n;
}

const ENTITIES: Record<string, string> = { nbsp: ' ', amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#39': "'" };

/** A summary as plain text: some specs (Stripe) write theirs in HTML. */
const plainText = (summary: string): string =>
  summary.replace(/<[^>]*>/g, '').replace(/&(nbsp|amp|lt|gt|quot|apos|#39);/g, (_m, name: string) => ENTITIES[name] ?? '').replace(/[ \t]+/g, ' ').trim();

/** A search example from this spec (a short operation summary), so the hint fits the API that is loaded. */
export function searchPlaceholder(operations: readonly OperationSummary[]): string {
  // Stops at the first that fits: 20,000 summaries through the regexes on every render held the page.
  for (const op of operations) {
    const example = plainText(op.summary).replace(/[.:]$/, '');
    if (example.length >= 8 && example.length <= 40 && !example.includes('\n')) return `Search operations, e.g. “${example.toLowerCase()}”`;
  }
  return `Search ${operations.length.toLocaleString('en-US')} operations`;
}
