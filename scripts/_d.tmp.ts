import { readFileSync } from 'node:fs';
import { loadSpec } from '../src/core/spec/load';
for (const f of ['github', 'msgraph']) {
  const spec = await loadSpec({ kind: 'text', text: readFileSync(`/work/shared/specs/${f}.openapi.json`, 'utf8') });
  let t = performance.now(); let bytes = 0; let max = 0; let maxName = '';
  for (const op of spec.operations) {
    const schemas = [...Object.values(op.responses).flatMap(r => Object.values(r.content ?? {})), ...Object.values(op.requestBody?.content ?? {})];
    for (const m of schemas) if (m.schema !== undefined) {
      const n = JSON.stringify(spec.resolver.deref(m.schema)).length; bytes += n; if (n > max) { max = n; maxName = op.name; }
    }
  }
  console.log(f, 'deref all bodies+responses', (performance.now() - t).toFixed(0), 'ms', (bytes / 1e6).toFixed(1), 'MB; max', max, maxName, Math.round(process.memoryUsage().heapUsed / 1e6), 'MB heap');
}
