// The bundle check fails on the layouts it guards against: the o200k table twice, SDKs sharing a chunk, an SDK
// imported statically by the app.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkBundle } from './check-bundle';

const TABLE = 'export default [" Produit","iffen"," patrones","Cursos"," cocos"," parametros"];';
const dirs: string[] = [];

function dist(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'cmp-bundle-'));
  dirs.push(dir);
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<script type="module" src="/cmp/assets/main.js"></script>');
  for (const [name, code] of Object.entries(files)) writeFileSync(path.join(dir, 'assets', name), code);
  return dir;
}

const GOOD = {
  'main.js': 'import"./shared.js";const a=()=>import(`./agent.js`);',
  'shared.js': 'export const x=1;',
  'agent.js': 'import{x}from"./shared.js";const o=()=>import(`./openai.js`),c=()=>import(`./claude.js`),g=()=>import(`./gemini.js`),t=()=>import(`./count.js`);',
  'openai.js': 'import"./shared.js";const k="OPENAI_API_KEY";',
  'claude.js': 'const k="ANTHROPIC_API_KEY";const n=()=>import(`./claude-node.js`);',
  'claude-node.js': 'import{k}from"./claude.js";',
  'gemini.js': 'const h="x-goog-api-client";',
  'count.js': 'import t from"/cmp/assets/table.js";',
  'catalog.worker-abc.js': 'import t from"/cmp/assets/table.js";',
  'table.js': TABLE,
};

afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('checkBundle', () => {
  it('passes one table and one lazily imported chunk per SDK (an SDK\'s own sub-chunks may import it back)', () => {
    expect(checkBundle(dist(GOOD)).problems).toEqual([]);
  });

  it('fails a second copy of the table', () => {
    expect(checkBundle(dist({ ...GOOD, 'catalog.worker-abc.js': TABLE })).problems.join('\n')).toMatch(/exactly one file, found 2/);
  });

  it('fails two SDKs in one chunk and an SDK the app imports statically', () => {
    const merged = checkBundle(dist({ ...GOOD, 'openai.js': 'const k="OPENAI_API_KEY",g="x-goog-api-client";', 'gemini.js': '' })).problems;
    expect(merged.join('\n')).toMatch(/holds both the openai and the gemini SDK/);
    const eager = checkBundle(dist({ ...GOOD, 'agent.js': 'import"./gemini.js";const o=()=>import(`./openai.js`),c=()=>import(`./claude.js`);' })).problems;
    expect(eager.join('\n')).toMatch(/agent\.js \(loaded by the app\) imports the gemini SDK statically/);
  });

  it('fails an entry that loads the table at start', () => {
    expect(checkBundle(dist({ ...GOOD, 'main.js': 'import"./count.js";' })).problems.join('\n')).toMatch(/loads the o200k table at start/);
  });
});
