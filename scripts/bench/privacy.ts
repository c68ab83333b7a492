// Privacy mode's cost: tokenizing a 1 MB tool result (user records with names, emails, phones) and restoring a
// request that uses its tokens, median of 5, beside the size of what the model then sees.
import { PrivacyVault } from '../../src/core/privacy';

function records(bytes: number): string {
  const rows: Array<Record<string, unknown>> = [];
  let size = 2;
  for (let i = 0; size < bytes; i++) {
    const row = {
      id: i, name: `Person ${i.toString(36)} Example`, email: `user${i}@mail${i % 97}.example.com`,
      phone: `+1 (555) ${String(100 + (i % 900)).padStart(3, '0')}-${String(i % 10_000).padStart(4, '0')}`,
      city: 'Springfield', created_at: '2024-01-31T10:30:00Z', score: i * 1.5,
    };
    size += JSON.stringify(row).length + 1;
    rows.push(row);
  }
  return JSON.stringify(rows);
}

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

export function runPrivacyBench(): Promise<Record<string, unknown>> {
  const text = records(1_000_000);
  const tokenizeMs: number[] = [];
  const restoreMs: number[] = [];
  let out = '';
  let vault = new PrivacyVault(['name']);
  for (let i = 0; i < 5; i++) {
    vault = new PrivacyVault(['name']);
    const t = performance.now();
    out = vault.tokenize(text);
    tokenizeMs.push(performance.now() - t);
    const body = JSON.stringify({ to: ['[EMAIL_1]', '[EMAIL_500]', '[NAME_42]'], note: out.slice(0, 50_000) });
    const r = performance.now();
    vault.restore(body, 'json');
    restoreMs.push(performance.now() - r);
  }
  return Promise.resolve({
    resultBytes: text.length,
    tokenizedBytes: out.length,
    tokens: vault.size,
    tokenize1MbMs: Math.round(median(tokenizeMs)),
    restore50KbMs: Math.round(median(restoreMs) * 10) / 10,
  });
}
