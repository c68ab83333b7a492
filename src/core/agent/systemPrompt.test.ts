import { describe, expect, it } from 'vitest';
import { encode } from 'gpt-tokenizer/encoding/o200k_base';
import { CODE_MODE_TOOLS } from '../surfaces/codeModeTools';
import { buildSystemPrompt, capBytes } from './systemPrompt';

const plain = { disallowedSpecial: new Set<string>() };
const count = (text: string) => encode(text, plain).length;

function codeModeContextTokens(title: string, baseUrl: string): number {
  const tools = CODE_MODE_TOOLS.map((t) => JSON.stringify({ name: t.name, description: t.description, inputSchema: t.inputSchema }));
  return tools.reduce((sum, t) => sum + count(t), 0) + count(buildSystemPrompt({ title, baseUrl, mode: 'code' }));
}

describe('code-mode context budget', () => {
  it('stays within 700 o200k tokens for a normal spec', () => {
    const n = codeModeContextTokens('Open Brewery DB', 'https://api.openbrewerydb.org/v1');
    expect(n).toBeLessThanOrEqual(700);
    expect(n).toBeGreaterThan(300);
  });

  it('stays within 700 tokens for hostile titles and base URLs of any length', () => {
    const cases: Array<[string, string]> = [
      ['A'.repeat(5000), 'https://example.com/' + 'v1/'.repeat(2000)],
      ['Ж🦄'.repeat(3000), 'https://' + 'x9Ʃ'.repeat(3000)],
      ['<|endoftext|>'.repeat(200), 'https://api.example.com'],
      ['GitHub v3 REST API '.repeat(100), 'https://api.github.com'],
    ];
    for (const [title, baseUrl] of cases) expect(codeModeContextTokens(title, baseUrl)).toBeLessThanOrEqual(700);
  });

  it('offers exactly search, get_schema, execute and save_skill', () => {
    expect(CODE_MODE_TOOLS.map((t) => t.name)).toEqual(['search', 'get_schema', 'execute', 'save_skill']);
  });
});

describe('buildSystemPrompt', () => {
  it('names the API and base URL and explains the workflow in code mode', () => {
    const p = buildSystemPrompt({ title: 'Petstore', baseUrl: 'https://petstore3.swagger.io/api/v3', mode: 'code' });
    expect(p).toContain('Petstore');
    expect(p).toContain('https://petstore3.swagger.io/api/v3');
    expect(p.indexOf('search')).toBeLessThan(p.indexOf('get_schema'));
    expect(p.indexOf('get_schema')).toBeLessThan(p.indexOf('execute'));
  });

  it('keeps classic mode short and free of the meta-tools', () => {
    const p = buildSystemPrompt({ title: 'Petstore', baseUrl: 'https://x.test', mode: 'classic' });
    expect(p).not.toContain('execute');
    expect(count(p)).toBeLessThan(80);
  });

  it('teaches dual mode in few tokens: typed tools for control, execute over /data for data', () => {
    for (const surface of ['direct', 'operation'] as const) {
      const p = buildSystemPrompt({ title: 'Open Brewery DB', baseUrl: 'https://api.openbrewerydb.org/v1', mode: 'dual', surface });
      expect(p).toContain('/data');
      expect(p).toContain('execute');
      expect(p).toMatch(/json\.load.*csv\.DictReader/);
      expect(count(p)).toBeLessThan(130);
    }
    expect(buildSystemPrompt({ title: 'X', baseUrl: '', mode: 'dual', surface: 'operation' })).toContain('call_operation');
    expect(buildSystemPrompt({ title: 'X', baseUrl: '', mode: 'dual' })).not.toContain('call_operation');
  });

  it('caps text by UTF-8 bytes with a visible ellipsis, never splitting a code point', () => {
    const capped = capBytes('word '.repeat(500), 80);
    expect(new TextEncoder().encode(capped).length).toBeLessThanOrEqual(80);
    expect(capped.endsWith('…')).toBe(true);
    expect(capBytes('  Short   title ', 80)).toBe('Short title');
    const emoji = capBytes('🦄'.repeat(100), 80);
    expect(new TextEncoder().encode(emoji).length).toBeLessThanOrEqual(80);
    expect(emoji).toBe(`${'🦄'.repeat(19)}…`);
    expect(capBytes('x'.repeat(80), 80)).toBe('x'.repeat(80));
  });
});

describe('buildSystemPrompt titles', () => {
  it('does not double "API" and handles a missing title or base URL', () => {
    expect(buildSystemPrompt({ title: 'GitHub v3 REST API', baseUrl: 'https://api.github.com', mode: 'code' })).toContain('the GitHub v3 REST API (BASE_URL https://api.github.com)');
    expect(buildSystemPrompt({ title: '', baseUrl: '', mode: 'classic' })).toMatch(/^You answer questions using the API\. /);
  });
});
