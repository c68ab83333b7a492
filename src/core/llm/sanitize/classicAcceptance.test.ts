// Classic mode on every spec we have, per provider: the tool list the agent would send, through that provider's
// sanitizer, against the provider's documented rules (test-support/provider-rules). Prints how many specs each
// provider accepts, before and after sanitizing. Always runs on the committed specs; on ../shared/specs too when present.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { committedSpecs, sharedSpecs, type CorpusSpec } from '../../../../test-support/specCorpus';
import { providerViolations, type Violation } from '../../../../test-support/provider-rules';
import { strictFakeVerdict } from '../../../../test-support/provider-rules/strictFake';
import { buildClassicTools } from '../../catalog/classic';
import { loadSpec } from '../../openapi';
import { checkRequestLimits, PROVIDER_IDS, utf8Length } from '../providers';
import type { ProviderId, ToolDefinition } from '../types';
import { sanitizeTools } from './toolSet';

interface Row {
  spec: string;
  tools: number;
  /** Bytes of the serialized raw tool list. */
  bytes: number;
  /** Per provider: rules broken by the raw list, then by the sanitized list. */
  before: Record<string, Violation[]>;
  after: Record<string, Violation[]>;
  /** The strict fake LLM's answer to the sanitized list (null: accepted). */
  fake: Record<string, string | null>;
}

// Over these the provider cannot take the spec in classic mode at all; the app says so before sending.
const isCapacity = (v: Violation) => v.capacity !== undefined;

async function classicTools(spec: CorpusSpec): Promise<ToolDefinition[]> {
  const loaded = await loadSpec({ kind: 'text', text: readFileSync(spec.path, 'utf8'), name: spec.path });
  // As the classic MCP server lists them (classicServer.ts): parameters always an object schema.
  return buildClassicTools(loaded).map((t) => ({ name: t.name, description: t.description, inputSchema: { ...(t.inputSchema as object), type: 'object' } }));
}

async function evaluate(spec: CorpusSpec): Promise<Row> {
  const tools = await classicTools(spec);
  const row: Row = { spec: spec.label, tools: tools.length, bytes: utf8Length(JSON.stringify(tools)), before: {}, after: {}, fake: {} };
  for (const provider of PROVIDER_IDS) {
    row.before[provider] = providerViolations(provider, tools);
    const sanitized = sanitizeTools(provider, tools).tools;
    row.after[provider] = providerViolations(provider, sanitized);
    row.fake[provider] = strictFakeVerdict(provider, sanitized);
  }
  return row;
}

function cell(violations: Violation[]): string {
  if (violations.length === 0) return 'ok';
  const capacity = violations.find(isCapacity);
  return capacity ? `no: ${capacity.rule}` : `no: ${violations.length} rule breaks (${violations[0]?.rule})`;
}

function table(rows: Row[]): string {
  const head = ['spec', 'tools', ...PROVIDER_IDS.map((p) => `${p} before -> after`)];
  const lines = rows.map((r) => [r.spec, String(r.tools), ...PROVIDER_IDS.map((p) => `${cell(r.before[p] ?? [])} -> ${cell(r.after[p] ?? [])}`)]);
  const accepted = (which: 'before' | 'after', p: ProviderId) => rows.filter((r) => (r[which][p] ?? []).length === 0).length;
  const total = ['ACCEPTED', `${rows.length} specs`, ...PROVIDER_IDS.map((p) => `${accepted('before', p)} -> ${accepted('after', p)}`)];
  return [head, ...lines, total].map((cols) => `| ${cols.join(' | ')} |`).join('\n');
}

function check(rows: Row[]): void {
  for (const row of rows) {
    for (const provider of PROVIDER_IDS) {
      const after = row.after[provider] ?? [];
      // A sanitized list breaks no name or schema rule; what remains is capacity, which the app refuses up front.
      expect(after.filter((v) => !isCapacity(v)), `${row.spec} on ${provider}`).toEqual([]);
      const app = checkRequestLimits({ provider, model: 'any', toolCount: row.tools, promptTokens: 0, requestBytes: row.bytes });
      expect(app.ok, `${row.spec} on ${provider}: the app's feasibility check agrees with the rules`).toBe(after.length === 0);
      // The fake models tool counts, not request bytes.
      const fakeShouldAccept = after.every((v) => v.capacity === 'bytes');
      expect(row.fake[provider] === null, `${row.spec} on ${provider}: the strict fake LLM agrees (${row.fake[provider]})`).toBe(fakeShouldAccept);
    }
  }
}

async function run(specs: CorpusSpec[], title: string): Promise<void> {
  const rows: Row[] = [];
  for (const spec of specs) rows.push(await evaluate(spec));
  console.info(`Classic mode acceptance, ${title}:\n${table(rows)}`);
  check(rows);
}

describe('classic mode on every spec, per provider', () => {
  it('committed specs (trimmed shared copies and fixtures)', () => run(committedSpecs(), 'committed specs'), 300_000);

  const shared = sharedSpecs();
  it.skipIf(shared.length === 0)('../shared/specs', () => run(shared, '../shared/specs'), 1_200_000);
  if (shared.length === 0) console.info('Classic acceptance: ../shared/specs not found (set CMP_SHARED_DIR); ran on the committed specs only.');
});
