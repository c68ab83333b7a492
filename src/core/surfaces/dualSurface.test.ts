// Dual mode's surface: typed tools when the spec's tools fit the provider's count cap and 20,000 tokens, else
// search/get_schema/call_operation. Checked on the brewery fixture and a trimmed big spec (GitHub, 404 operations).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createCatalog } from '../catalog';
import { PROVIDER_LIMITS } from '../llm/registry';
import { loadSpec } from '../openapi/load';
import { contextTokens } from '../context';
import { countClassicTokens } from '../tokens';
import { fixtureText } from '../../../test-support/specFixtures';
import { TRIMMED_DIR, specPath } from '../../../test-support/sharedDir';
import { providerViolations } from '../../../test-support/provider-rules';
import { PROVIDER_IDS } from '../llm/providers';
import { dualToolList } from './dualTools';
import { chooseDualSurface, DUAL_DIRECT_BUDGET_TOKENS } from './dualSurface';

async function toolsOf(text: string, name: string) {
  const spec = await loadSpec({ kind: 'text', text, name });
  const catalog = await createCatalog(spec);
  return { spec, catalog, tools: await catalog.classicTools() };
}

describe('dual mode surface', () => {
  it('offers the brewery operations directly, plus execute, on every provider', async () => {
    const { tools } = await toolsOf(fixtureText('openbrewerydb.openapi.yaml'), 'brewery');
    const classicTokens = countClassicTokens(tools).tokens;
    for (const limits of Object.values(PROVIDER_LIMITS)) {
      expect(chooseDualSurface({ toolNames: tools.map((t) => t.name), classicTokens, maxTools: limits.maxTools?.value })).toBe('direct');
    }
    expect(dualToolList('direct', tools).map((t) => t.name)).toEqual([...tools.map((t) => t.name), 'execute']);
  });

  it('falls back to search, get_schema, call_operation and execute for a spec over the token budget', async () => {
    const { tools } = await toolsOf(readFileSync(specPath(TRIMMED_DIR, 'github.openapi.json'), 'utf8'), 'github');
    const classicTokens = countClassicTokens(tools).tokens;
    expect(classicTokens).toBeGreaterThan(DUAL_DIRECT_BUDGET_TOKENS);
    expect(chooseDualSurface({ toolNames: tools.map((t) => t.name), classicTokens })).toBe('operation');
    expect(dualToolList('operation', tools).map((t) => t.name)).toEqual(['search', 'get_schema', 'call_operation', 'execute']);
  });

  it('falls back when the tools fit the budget but not the provider tool-count cap, or clash with execute', () => {
    const names = Array.from({ length: 128 }, (_, i) => `op${i}`);
    expect(chooseDualSurface({ toolNames: names, classicTokens: 5_000, maxTools: 128 })).toBe('operation');
    expect(chooseDualSurface({ toolNames: names.slice(0, 127), classicTokens: 5_000, maxTools: 128 })).toBe('direct');
    expect(chooseDualSurface({ toolNames: names.slice(0, 10), classicTokens: DUAL_DIRECT_BUDGET_TOKENS + 1 })).toBe('operation');
    expect(chooseDualSurface({ toolNames: ['execute'], classicTokens: 100 })).toBe('operation');
  });

  it('call_operation surface: its four tools pass every provider\'s documented rules unsanitized', () => {
    for (const provider of PROVIDER_IDS) expect(providerViolations(provider, dualToolList('operation', []))).toEqual([]);
  });

  it('counts its own context at start: direct under the budget, and always the call_operation surface', async () => {
    const { spec, catalog } = await toolsOf(fixtureText('openbrewerydb.openapi.yaml'), 'brewery');
    const counted = await contextTokens(spec, catalog);
    expect(counted.dual.direct).toBeGreaterThan(counted.classic.tokens);
    expect(counted.dual.direct).toBeLessThan(counted.classic.tokens + 400);
    expect(counted.dual.operation).toBeLessThanOrEqual(700);
    const big = await toolsOf(readFileSync(specPath(TRIMMED_DIR, 'github.openapi.json'), 'utf8'), 'github');
    expect((await contextTokens(big.spec, big.catalog)).dual.direct).toBeNull();
  });
});
