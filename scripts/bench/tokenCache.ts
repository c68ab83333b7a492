// Token counting in a long-lived tab: the same spec's classic tools counted fresh, and again after the tokenizer
// has seen as many distinct words as ~2,000 other specs. With our count (cache cleared after big counts) the two
// match; the raw tokenizer, whose full LRU cache slows eviction, is timed beside it for comparison.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { clearMergeCache, countTokens as rawCount } from 'gpt-tokenizer/encoding/o200k_base';
import { createCatalog } from '../../src/core/catalog';
import { loadSpec } from '../../src/core/openapi';
import { countClassicTokens, countTokens, serializeTool } from '../../src/core/tokens';

const SHARED = fileURLToPath(new URL('../../../shared/specs/', import.meta.url));
const FIXTURE = fileURLToPath(new URL('../../public/examples/petstore3.openapi.yaml', import.meta.url));
const PLAIN = { disallowedSpecial: new Set<string>() };
/** Distinct words ≈ what 2,000 directory specs put through one tokenizer. */
const FILLER_WORDS = 400_000;

function filler(): string {
  const words: string[] = [];
  for (let i = 0; i < FILLER_WORDS; i++) words.push(`w${i.toString(36)}x${((i * 7919) % 100_003).toString(36)}`);
  return words.join(' ');
}

const time = (fn: () => unknown): number => {
  const t = performance.now();
  fn();
  return Math.round(performance.now() - t);
};

export async function runTokenCacheBench(): Promise<Record<string, unknown>> {
  const file = existsSync(SHARED + 'stripe.openapi.json') ? SHARED + 'stripe.openapi.json' : FIXTURE;
  const spec = await loadSpec({ kind: 'text', text: readFileSync(file, 'utf8'), name: file });
  const tools = await (await createCatalog(spec)).classicTools();
  const payload = `{"tools":[${tools.map(serializeTool).join(',')}]}`;
  const words = filler();
  const rounds = [0, 1, 2];
  clearMergeCache();
  const ours = { fresh: time(() => countClassicTokens(tools)), afterFill: [] as number[] };
  for (const _ of rounds) {
    countTokens(words);
    ours.afterFill.push(time(() => countClassicTokens(tools)));
  }
  clearMergeCache();
  const raw = { fresh: time(() => rawCount(payload, PLAIN)), afterFill: [] as number[] };
  for (const _ of rounds) {
    rawCount(words, PLAIN);
    raw.afterFill.push(time(() => rawCount(payload, PLAIN)));
  }
  clearMergeCache();
  return {
    spec: file.endsWith('stripe.openapi.json') ? 'stripe' : 'petstore3 (../shared/specs not found)',
    tools: tools.length,
    payloadChars: payload.length,
    countMs: ours,
    rawTokenizerMs: raw,
    note: `afterFill: after ${FILLER_WORDS.toLocaleString('en-US')} distinct words went through the tokenizer; rawTokenizer keeps its full merge cache (the cause), countMs is the app's count`,
  };
}
