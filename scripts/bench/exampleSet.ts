// The first screen's example set (GitHub + Slack + Stripe, issue 36) opened together in one catalog worker service
// (in Node): its context at start per API and in total, classic vs code mode vs dual, with ../shared's copies of the specs.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createCatalogService } from '../../src/ui/workers/catalogService';
import { startSpecServer } from './specServer';

const SHARED = fileURLToPath(new URL('../../../shared/', import.meta.url));
/** The set's order on the first screen (src/ui/app/exampleSets.ts). */
const SPECS = ['github', 'slack', 'stripe'];

/** `shared`: the folder holding specs/ (../shared beside the repo by default). */
export async function runExampleSetBench(shared = SHARED): Promise<Record<string, unknown>> {
  if (!SPECS.every((s) => existsSync(`${shared}specs/${s}.openapi.json`))) return { notes: [`skipped: ${shared}specs (GitHub, Slack, Stripe) not found`] };
  const server = await startSpecServer({ shared: `${shared}specs` });
  try {
    const service = createCatalogService();
    const loaded: Array<{ id: string; shortName: string; operations: number }> = [];
    // One after another, as the page opens a link's specs: the set's order and short names are the page's.
    for (const s of SPECS) {
      const outcome = await service.load({ kind: 'url', url: server.urlFor('shared', `${s}.openapi.json`) }, () => undefined, { add: true, slot: s });
      if (!outcome.ok) throw new Error(`${s} did not load: ${JSON.stringify(outcome)}`);
      loaded.push({ id: outcome.id, shortName: outcome.shortName, operations: outcome.summary.operations.length });
    }
    await service.setActive(loaded.map(({ id, shortName }) => ({ id, shortName })));
    const tokens = await service.contextTokens();
    const row = (api: string, operations: number, t: typeof tokens) => ({
      api, operations, classic: t.classic, classicExact: t.classicExact, codeMode: t.codeMode, dualOperation: t.dual?.operation,
      classicOverCode: Math.round(t.classic / t.codeMode),
    });
    return {
      rows: [
        ...(tokens.perApi ?? []).map((p, i) => row(p.shortName, loaded[i]?.operations ?? 0, { ...p.tokens })),
        row('the set', loaded.reduce((n, l) => n + l.operations, 0), tokens),
      ],
      notes: [`${tokens.tokenizer}; ../shared's copies: GitHub as published (Octokit build), Slack and Stripe as APIs.guru bundles`],
    };
  } finally {
    await server.close();
  }
}
