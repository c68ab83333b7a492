import { describe, expect, it } from 'vitest';
import { budgetFrom, budgetProblems, chunkName, measure } from './budget';

const today = budgetFrom({ 'index.js': 400_000, 'catalog.worker.js': 120_000, 'pyodide.asm.js': 1_200_000 }, 'test');

describe('chunkName', () => {
  it('drops the content hash and the folders', () => {
    expect(chunkName('/cmp/assets/index-Bx3_k9aZ.js')).toBe('index.js');
    expect(chunkName('/cmp/assets/catalog.worker-D1a2b3c4.js')).toBe('catalog.worker.js');
    expect(chunkName('/cmp/pyodide/314.0.7/pyodide.asm.js')).toBe('pyodide.asm.js');
  });
});

describe('budgetProblems', () => {
  it('passes the build it was made from and small growth within the slack', () => {
    expect(budgetProblems({ ...today.chunks }, today)).toEqual([]);
    expect(budgetProblems({ ...today.chunks, 'index.js': 401_500 }, today)).toEqual([]);
  });

  it('fails on a deliberate addition: a new chunk on the path', () => {
    const problems = budgetProblems({ ...today.chunks, 'reports.js': 90_000 }, today);
    expect(problems).toContain('new chunk on the link path: reports.js (87.9 KB)');
  });

  it('fails when a chunk grows past its slack, and says by how much', () => {
    const problems = budgetProblems({ ...today.chunks, 'index.js': 420_000 }, today);
    expect(problems).toContain('index.js grew from 390.6 KB to 410.2 KB');
  });

  it('fails on the total when many chunks each grow within their slack', () => {
    const grown = Object.fromEntries(Object.entries(today.chunks).map(([k, v]) => [k, v + 2000]));
    const budget = { ...today, totalBytes: today.totalBytes - 10_000 };
    expect(budgetProblems(grown, budget).join('\n')).toMatch(/the link path loads .* the budget is/);
  });

  it('sums two versions of one chunk, so a duplicate shows as growth', () => {
    expect(measure([{ path: '/a/index-AAAAAAAA.js', bytes: 5 }, { path: '/a/index-BBBBBBBB.js', bytes: 7 }])).toEqual({ 'index.js': 12 });
  });
});
