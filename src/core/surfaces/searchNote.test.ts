// The search tool hands the model the catalog's partial matches and its note (a real catalog over a TMDB-like spec).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadSpec } from '../openapi/load';
import { createCatalog } from '../catalog';
import { createCodeModeServer } from './codeModeServer';
import { connectInMemory } from './connect';
import { FakeRunner } from '../../../test-support/mcpFakes';

const MOVIES = fileURLToPath(new URL('../catalog/__fixtures__/movies.openapi.json', import.meta.url));

describe('the MCP search tool', () => {
  it('returns the partial matches with the note to the model, not an empty list', async () => {
    const movies = await createCatalog(await loadSpec({ kind: 'text', text: readFileSync(MOVIES, 'utf8'), name: 'movies.openapi.json' }));
    const server = createCodeModeServer({ catalog: movies, runner: new FakeRunner([]), allowedBases: ['https://api.movies.example/3'] });
    const conn = await connectInMemory(server);
    const r = await conn.callTool('search', { query: 'Who is the actor Yui Aragaki' });
    expect(r.isError).toBe(false);
    expect(r.text).toMatch(/^Note: No operation mentions: actor, yui, aragaki\./);
    expect(r.text).toContain('searchPerson');
    await conn.close();
  });
});
