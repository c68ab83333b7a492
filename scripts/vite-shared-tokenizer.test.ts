// The shipped o200k table must hold exactly gpt-tokenizer's ranks, in an ASCII-only file.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { RANKS, tableModule } from './vite-shared-tokenizer';

async function load(code: string): Promise<unknown> {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'cmp-o200k-')), 'table.mjs');
  writeFileSync(file, code);
  return ((await import(pathToFileURL(file).href)) as { default: unknown }).default;
}

describe('tableModule', () => {
  it('round-trips every rank (strings with quotes, backslashes, newlines and non-ASCII; byte arrays)', async () => {
    const tricky = ["it's", 'a\\b', 'line\nbreak', '\u2028', ' parâmetros', '😀', [240, 159], '\u007f', '"'];
    expect(await load(tableModule(tricky))).toEqual(tricky);
  });

  it('ships the o200k ranks unchanged, ASCII only', async () => {
    const { default: ranks } = (await import(pathToFileURL(RANKS).href)) as { default: Array<string | number[]> };
    const code = tableModule(ranks);
    expect(/^[\x20-\x7e\n]*$/.test(code)).toBe(true);
    expect(await load(code)).toEqual(ranks);
  }, 60_000);
});
