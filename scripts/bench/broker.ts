// The broker's own time for one request with a 4.4 MB answer (the brewery stand-in's export, 11,822 rows), fake
// fetch, median and min of 15: without credentials, with an API key the page adds (header and query) that the answer does not
// contain, and with an answer that reflects the key in every row (the credential scrub's worst case).
import { createBroker } from '../../src/sandbox/broker/dispatch';
import type { OneApiConfig } from '../../src/sandbox/contract';
import { credentialScrubber } from '../../src/sandbox/broker/scrub';
import { loadBreweries } from '../../e2e/servers/brewery/data';

const BASE = 'https://api.example.com';
const KEY = 'sk-live-3f9a7c2e1b5d4a6f8e0c9b7a';
const RUNS = 15;
const WARMUP = 3;

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const round = (x: number): number => Math.round(x * 10) / 10;

/** Median and fastest (the least disturbed by other work on the machine) of RUNS requests, in ms. */
async function timed(config: OneApiConfig, body: Uint8Array): Promise<{ median: number; min: number }> {
  const fetch = () => Promise.resolve(new Response(body.slice(), { headers: { 'content-type': 'application/json' } }));
  const broker = createBroker(config, { fetch });
  const ms: number[] = [];
  // The first requests warm the JIT up: left out.
  for (let i = 0; i < RUNS + WARMUP; i++) {
    const t = performance.now();
    const { reply } = await broker.request({ method: 'GET', url: `${BASE}/breweries/export`, headers: {} });
    if (i >= WARMUP) ms.push(performance.now() - t);
    if (!reply.ok) throw new Error(reply.error);
  }
  return { median: round(median(ms)), min: round(Math.min(...ms)) };
}

/** The credential scrub alone on a body (the request's own part of the cost above). */
function scrubTimed(body: Uint8Array): { median: number; min: number; replaced: number } {
  const ms: number[] = [];
  let out = body;
  for (let i = 0; i < RUNS + WARMUP; i++) {
    const t = performance.now();
    const scrub = credentialScrubber({ headers: [KEY], query: [KEY] }, { text: `${BASE}/breweries/export` });
    out = scrub ? scrub.body(body) : body;
    if (i >= WARMUP) ms.push(performance.now() - t);
  }
  return { median: round(median(ms)), min: round(Math.min(...ms)), replaced: Math.round((body.length - out.length) / (KEY.length - '[credential]'.length)) };
}

export async function runBrokerBench(): Promise<Record<string, unknown>> {
  const rows = loadBreweries();
  const plain = new TextEncoder().encode(JSON.stringify(rows));
  const echoed = new TextEncoder().encode(JSON.stringify(rows.map((r) => ({ ...r, self: `${BASE}/breweries/${r.id}?api_key=${KEY}` }))));
  const allowlist = [{ origin: BASE, pathPrefix: '/' }];
  const auth = { headers: { 'X-Api-Key': KEY }, query: { api_key: KEY }, servers: allowlist };
  const bare: OneApiConfig = { allowlist, baseUrl: BASE };
  const keyed: OneApiConfig = { ...bare, auth };
  return {
    bodyBytes: plain.length,
    echoedBodyBytes: echoed.length,
    requests: [
      { case: 'no credentials', ...await timed(bare, plain) },
      { case: 'key added, not in the answer', ...await timed(keyed, plain) },
      { case: 'key echoed in every row', ...await timed(keyed, echoed) },
    ],
    scrubOnly: [
      { case: 'key not in the answer', ...scrubTimed(plain) },
      { case: 'key echoed in every row', ...scrubTimed(echoed) },
    ],
    note: `createBroker(...).request of GET /breweries/export answered by a fake fetch, ms, median and min of ${RUNS}; echoed = every row carries a self link with the key`,
  };
}
