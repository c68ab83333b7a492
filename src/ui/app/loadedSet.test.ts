import { describe, expect, it } from 'vitest';
import type { MockHook, RequestGate } from '../../sandbox';
import { classicLimits } from '../agent/classicLimits';
import type { LoadedSummary, OperationSummary } from '../workers/catalogProtocol';
import { dualContextFor, dualSummary } from './dualContext';
import { allowedGroups, controlsApi, isSeveral, loadedSet, operationsByApi, overviewPlace, setHeading } from './loadedSet';
import type { ApiEnvironment, RunEnvironment, ToolHook } from './sandboxConfig';
import { starterCode } from './starterCode';

const ops = (prefix: string, n: number): OperationSummary[] =>
  Array.from({ length: n }, (_, i) => ({ name: `${prefix}${i}`, method: 'GET', path: `/${prefix}${i}`, summary: '', tags: [], deprecated: false }));

const spec = (title: string, origin: string, operations: OperationSummary[]): LoadedSummary => ({
  title, version: '1.0', operations, servers: [{ url: `${origin}/v1` }], allowlist: [{ origin, pathPrefix: '/v1' }],
  mock: { allowlist: [{ origin: 'https://mock.invalid', pathPrefix: '/' }], baseUrl: 'https://mock.invalid' },
  securitySchemes: [], tokens: { classic: 3_000, classicExact: true, codeMode: 900, tokenizer: 'o200k', dual: { direct: 3_200, operation: 1_100 } },
}) as unknown as LoadedSummary;

const gate: RequestGate = { policy: 'ask' };
const mock = (() => Promise.resolve(null)) as unknown as MockHook;
const tools = (() => Promise.resolve({})) as unknown as ToolHook;
const brewery = spec('Open Brewery DB', 'https://api.openbrewerydb.org', ops('brew', 5));
const petstore = spec('Swagger Petstore', 'https://petstore3.swagger.io', ops('pet', 19));
const notes = spec('Brewery notes', 'https://mcp.invalid', ops('note', 5));
const petEnv: ApiEnvironment = { name: 'petstore', summary: petstore, targetAuth: {}, mock: null, proxy: null };
const notesEnv: ApiEnvironment = { name: 'notes', summary: notes, targetAuth: {}, mock: null, proxy: null, tools, mcpUrl: 'http://127.0.0.1:4031/mcp' };
const env = (others: ApiEnvironment[] = [], firstMock: MockHook | null = null): RunEnvironment => ({
  sources: [{ name: 'brewery', summary: brewery, targetAuth: {}, mock: firstMock, proxy: null }, ...others], requests: gate,
});

describe('loadedSet', () => {
  it('one API: its own figures, and nothing named (the page reads as before there were several)', () => {
    const set = loadedSet(env());
    expect(set?.operations).toBe(5);
    expect(set?.toolNames).toEqual(brewery.operations.map((o) => o.name));
    expect(isSeveral(set)).toBe(false);
    expect(setHeading(set)).toEqual({ title: 'Open Brewery DB', version: '1.0', more: null, all: null });
    expect(allowedGroups(set)).toEqual([{ api: null, bases: ['https://api.openbrewerydb.org/v1'] }]);
    expect(controlsApi(set)).toBeNull();
    expect(operationsByApi(set)).toBeUndefined();
    expect(overviewPlace(set)).toBeNull();
    expect(loadedSet({ ...env(), sources: [] })).toBeNull();
    expect(allowedGroups(null)).toEqual([{ api: null, bases: [] }]);
  });

  it('two specs and an MCP server: every count, list and label is the set\'s, each API under its short name', () => {
    const set = loadedSet(env([petEnv, notesEnv]));
    expect(set?.operations).toBe(29);
    expect(set?.toolNames).toHaveLength(29);
    expect(set?.toolNames).toContain('petstore__pet0');
    expect(operationsByApi(set)).toEqual({ brewery: 5, petstore: 19, notes: 5 });
    expect(setHeading(set)?.more).toBe('+ 2 more APIs: petstore, notes');
    expect(setHeading(set)?.all).toBe('3 APIs loaded: brewery: Open Brewery DB v1.0; petstore: Swagger Petstore v1.0; notes: Brewery notes v1.0');
    expect(setHeading(loadedSet(env([petEnv])))?.more).toBe('+ 1 more API: petstore');
    expect(allowedGroups(set)).toEqual([
      { api: 'brewery', bases: ['https://api.openbrewerydb.org/v1'] },
      { api: 'petstore', bases: ['https://petstore3.swagger.io/v1'] },
      { api: 'notes', bases: ['https://mcp.invalid/v1'], mcpUrl: 'http://127.0.0.1:4031/mcp' },
    ]);
    expect(controlsApi(set)).toBe('brewery');
    expect(overviewPlace(set)).toBe('brewery: the first of 3 loaded APIs (29 operations in all; the others\' settings are on their chips).');
  });

  it('lists what the sandbox allows: mock mode\'s servers for the API whose mock mode is on', () => {
    const set = loadedSet(env([{ ...petEnv, mock }], mock));
    expect(set?.apis.map((a) => a.allowed)).toEqual([['https://api.openbrewerydb.org/v1'], ['https://petstore3.swagger.io/v1']]);
    const noServers = { ...petstore, servers: [], allowlist: [] } as unknown as LoadedSummary;
    expect(loadedSet(env([{ ...petEnv, summary: noServers, mock }]))?.apis[1]?.allowed).toEqual(['https://mock.invalid']);
  });

  it('decides dual mode\'s surface and classic mode\'s tool cap on the set\'s tools, not the first API\'s', () => {
    // 5 tools alone fit OpenAI's 128-tool cap; with 130 more the set does not.
    const big = { ...petEnv, summary: spec('Big', 'https://big.example', ops('big', 130)) };
    const set = loadedSet(env([big]));
    expect(dualContextFor(brewery.tokens, loadedSet(env()), 'openai')?.surface).toBe('direct');
    expect(dualContextFor(brewery.tokens, set, 'openai')?.surface).toBe('operation');
    expect(classicLimits(brewery, { provider: 'openai', model: 'gpt-4.1' }, [], set?.operations)?.ok).toBe(false);
    expect(classicLimits(brewery, { provider: 'openai', model: 'gpt-4.1' })?.ok).toBe(true);
    const dual = dualContextFor(brewery.tokens, loadedSet(env([petEnv])), 'anthropic');
    expect(dual && dualSummary(dual, 24)).toBe('Dual here: 24 typed tools + execute, 3,200 tokens at start.');
  });
});

describe('starterCode', () => {
  it('one API: BASE_URL, as before; several: BASE_URLS explained and used for the first API', () => {
    const one = starterCode(brewery.operations, ['brewery']);
    expect(one).toBe(starterCode(brewery.operations));
    expect(one).toContain('resp = requests.get(BASE_URL.rstrip("/") + "/brew0")');
    expect(one).not.toContain('BASE_URLS');
    const several = starterCode(brewery.operations, ['brewery', 'petstore', 'notes']);
    expect(several).toContain('BASE_URLS["<name>"] is each one\'s server');
    expect(several).toContain('(brewery, petstore, notes); BASE_URL is the first one\'s.');
    expect(several).toContain('resp = requests.get(BASE_URLS["brewery"].rstrip("/") + "/brew0")');
    expect(starterCode([], ['notes', 'brewery'])).toContain('BASE_URLS["<name>"]');
    expect(starterCode([])).toMatch(/^# Python runs in Pyodide/);
  });
});
