import { readFileSync } from 'node:fs';
import { loadSpec } from '../src/core/spec/load';
for (const f of ['github', 'msgraph']) {
  const spec = await loadSpec({ kind: 'text', text: readFileSync(`/work/shared/specs/${f}.openapi.json`, 'utf8') });
  for (const maxNodes of [5000, 20000]) {
  let t = performance.now(); let bytes = 0; let max = 0; let maxName = ''; let cut = 0;
  for (const op of spec.operations) {
    const schemas = [...Object.values(op.requestBody?.content ?? {}).slice(0, 1), ...op.parameters];
    for (const m of schemas) if (m.schema !== undefined) {
      const s = JSON.stringify(spec.resolver.deref(m.schema, { maxNodes })); const n = s.length; if (s.includes('x-truncated-ref')) cut++; bytes += n; if (n > max) { max = n; maxName = op.name; }
    }
  }
  console.log(f, maxNodes, 'deref inputs', (performance.now() - t).toFixed(0), 'ms', (bytes / 1e6).toFixed(1), 'MB; max', max, maxName, 'truncated', cut, Math.round(process.memoryUsage().heapUsed / 1e6), 'MB heap');
  }
}
