// Context Off-Ramp on a 3 MB tool result (the brewery dataset's first rows up to 3 MB of JSON): tokens the model
// would get without the off-ramp (whole, and cut at the 20,000-character execute cap) and with it (the preview),
// and the time to write the value into the workspace (JSON + CSV files, applied under the caps).
import { loadBreweries } from '../../e2e/servers/brewery/data';
import { connectInMemory, createClassicServer, formatExecution, type HttpExecutor } from '../../src/core/surfaces';
import { countTokens } from '../../src/core/tokens';
import { offRampFiles, offRampPreview } from '../../src/core/offramp';
import { Workspace } from '../../src/core/workspace';

const TARGET_BYTES = 3_000_000;
const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

/** A classic tool call whose response is `body`: the text the model gets with and without the off-ramp, and the time. */
async function classicCall(body: string, offRamp: boolean): Promise<{ tokens: number; ms: number }> {
  const http: HttpExecutor = (req) => Promise.resolve({ ok: true, status: 200, statusText: 'OK', url: req.url, headers: [], bodyText: body, bytes: body.length, log: { method: req.method, url: req.url, status: 200, ms: 0, bytes: body.length, allowed: true } });
  const tool = { name: 'listBreweries', description: 'List breweries', inputSchema: { type: 'object' }, method: 'GET' as const, path: '/breweries', params: [] };
  const runner = { run: () => Promise.reject(new Error('not used')) };
  const dataPath = offRamp ? { runner, offRamp: { thresholdTokens: 4_000, workspace: new Workspace() } } : undefined;
  const conn = await connectInMemory(createClassicServer({ tools: [tool], http, baseUrl: 'https://api.test', dataPath }));
  const t = performance.now();
  const r = await conn.callTool('listBreweries', {});
  const ms = performance.now() - t;
  await conn.close();
  return { tokens: countTokens(r.text), ms: Math.round(ms) };
}

export async function runOffRampBench(): Promise<Record<string, unknown>> {
  const all = loadBreweries();
  let n = all.length;
  while (n > 0 && JSON.stringify(all.slice(0, n)).length > TARGET_BYTES) n = Math.floor(n * 0.95);
  const rows = all.slice(0, n);
  const json = new TextEncoder().encode(JSON.stringify(rows));
  const whole = countTokens(JSON.stringify(rows));
  const capped = formatExecution('result = rows', { ok: true, result: rows, stdout: '', stderr: '', requests: [], durationMs: 0 }).text;
  const writes: number[] = [];
  let preview = '';
  for (let i = 0; i < 5; i++) {
    const workspace = new Workspace();
    const t = performance.now();
    const files = offRampFiles('execute-1', rows, json);
    const error = workspace.apply({ written: [files.json, ...(files.csv ? [files.csv] : [])], deleted: [] }, 'bench');
    writes.push(performance.now() - t);
    if (error) throw new Error(error);
    preview = offRampPreview(rows, files, whole);
  }
  const body = JSON.stringify(rows);
  const [classicCut, classicRamp] = [await classicCall(body, false), await classicCall(body, true)];
  return {
    result: { rows: rows.length, jsonBytes: json.byteLength },
    classicTool: { tokensToModelCutAt20kChars: classicCut.tokens, tokensToModelWithOffRamp: classicRamp.tokens, callMsWithOffRamp: classicRamp.ms },
    tokensToModel: { withoutOffRampWhole: whole, withoutOffRampCutAt20kChars: countTokens(capped), withOffRamp: countTokens(preview) },
    writeToWorkspaceMs: { median: Math.round(median(writes) * 10) / 10, all: writes.map((x) => Math.round(x * 10) / 10) },
    note: 'whole = the value as JSON in context (what a pure tool call sends untruncated); cut = today\'s execute text (20,000 characters: the model works on a fragment); ' +
      'with = the off-ramp preview; write = CSV + JSON files into a Workspace (the JSON bytes come from the sandbox as they are); ' +
      'classicTool = one classic tool call answered with the same JSON (pure classic cuts it at 20,000 characters; with the off-ramp the whole body goes to /data)',
  };
}
