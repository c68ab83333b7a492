import { describe, expect, it } from 'vitest';
import { encode } from 'gpt-tokenizer/encoding/o200k_base';
import { CODE_MODE_TOOLS, codeModeTools } from '../surfaces/codeModeTools';
import type { SourceLine } from '../sources';
import type { AgentMode } from './types';
import { buildSystemPrompt } from './systemPrompt';

const apis: SourceLine[] = [
  { shortName: 'github', title: 'GitHub v3 REST API', baseUrl: 'https://api.github.com', about: 'GitHub\'s v3 REST API. Long text after the first sentence.' },
  { shortName: 'open_brewery_db', title: 'Open Brewery DB', baseUrl: 'https://api.openbrewerydb.org/v1' },
];
const count = (text: string) => encode(text, { disallowedSpecial: new Set<string>() }).length;

describe('prompts and tools with several APIs', () => {
  it('lists the loaded APIs (short name, title, one line) and BASE_URLS in code mode', () => {
    const prompt = buildSystemPrompt({ title: 'GitHub v3 REST API', baseUrl: 'https://api.github.com', mode: 'code', apis });
    expect(prompt).toContain("- github: GitHub v3 REST API — GitHub's v3 REST API.");
    expect(prompt).not.toContain('Long text');
    expect(prompt).toContain('- open_brewery_db: Open Brewery DB');
    expect(prompt).toContain('BASE_URLS["<api>"]');
    expect(prompt).toContain("BASE_URL is github's");
  });

  it('names every API in every mode, and tools as <api>__<operation> where tools are operations', () => {
    const modes: AgentMode[] = ['code', 'classic', 'dual', 'tool-search', 'tool-search-local', 'programmatic'];
    for (const mode of modes) {
      const prompt = buildSystemPrompt({ title: 'x', baseUrl: 'https://x', mode, apis });
      expect(prompt).toContain('github');
      expect(prompt).toContain('open_brewery_db');
      if (mode !== 'code') expect(prompt).toMatch(/<api>__<operation>|search \(api=/);
    }
  });

  it('keeps one API exactly as before: the same prompt and the same tools', () => {
    const one = buildSystemPrompt({ title: 'Open Brewery DB', baseUrl: 'https://api.openbrewerydb.org/v1', mode: 'code' });
    expect(buildSystemPrompt({ title: 'Open Brewery DB', baseUrl: 'https://api.openbrewerydb.org/v1', mode: 'code', apis: apis.slice(1) })).toBe(one);
    expect(codeModeTools(1)).toBe(CODE_MODE_TOOLS);
  });

  it('gives search an `api` argument and execute BASE_URLS with several, within a bounded cost', () => {
    const tools = codeModeTools(2);
    const search = tools.find((t) => t.name === 'search');
    expect((search?.inputSchema as { properties: Record<string, unknown> }).properties.api).toBeDefined();
    expect(tools.find((t) => t.name === 'execute')?.description).toContain('BASE_URLS');
    const size = (list: typeof tools) => list.reduce((n, t) => n + count(JSON.stringify(t)), 0);
    expect(size(tools) - size(CODE_MODE_TOOLS)).toBeLessThan(80);
    // Hostile titles and descriptions stay capped per API line.
    const hostile = Array.from({ length: 8 }, (_, i): SourceLine => ({ shortName: `api_${i}`, title: 'T'.repeat(5000), baseUrl: 'https://x', about: 'A'.repeat(5000) }));
    expect(count(buildSystemPrompt({ title: 'x', baseUrl: 'https://x', mode: 'code', apis: hostile }))).toBeLessThan(600);
  });
});
