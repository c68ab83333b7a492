import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse as parseWithYamlPackage } from 'yaml';
import { parseSpecText } from './parse';

const dirs = ['./__fixtures__/', '../../../public/examples/', '../../../e2e/fixtures/'].map((d) => fileURLToPath(new URL(d, import.meta.url)));
const yamlFiles = dirs.flatMap((dir) => readdirSync(dir).filter((f) => /\.ya?ml$/.test(f)).map((f) => dir + f));

describe('YAML specs (js-yaml)', () => {
  it.each(yamlFiles)('%s parses to the same document as the yaml package gave', async (file) => {
    const text = readFileSync(file, 'utf8');
    expect(await parseSpecText(text, file)).toEqual(parseWithYamlPackage(text, { uniqueKeys: false }));
  });

  it('keeps dates as strings, lets a duplicate key win like JSON.parse, and refuses an alias bomb', async () => {
    expect(await parseSpecText('openapi: 3.0.0\ndate: 2024-01-01\na: 1\na: 2\n', 'x.yaml')).toEqual({ openapi: '3.0.0', date: '2024-01-01', a: 2 });
    const bomb = ['a: &a [x, x]', ...Array.from({ length: 14 }, (_, i) => `${String.fromCharCode(98 + i)}: &${String.fromCharCode(98 + i)} [${Array(12).fill(`*${String.fromCharCode(97 + i)}`).join(', ')}]`)].join('\n');
    await expect(parseSpecText(bomb, 'bomb.yaml')).rejects.toThrow(/not valid JSON or YAML/);
  });
});
