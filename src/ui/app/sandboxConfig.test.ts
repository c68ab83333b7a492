import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { MockHook, ProxySettings, RequestGate } from '../../sandbox';
import type { LoadedSummary } from '../workers/catalogProtocol';
import { apiLines, sandboxConfigFor, type ApiEnvironment, type RunEnvironment, type ToolHook } from './sandboxConfig';

const UI = fileURLToPath(new URL('..', import.meta.url));
const allow = [{ origin: 'https://api.example.com', pathPrefix: '/v1' }];
const summary = {
  allowlist: allow, servers: [{ url: 'https://api.example.com/v1' }], mock: { allowlist: [], baseUrl: 'https://mock.invalid' },
} as unknown as LoadedSummary;
const pageGate: RequestGate = { policy: 'ask' };
const runGate: RequestGate = { policy: 'ask', approve: () => Promise.resolve('allow') };
const mock = (() => Promise.resolve(null)) as unknown as MockHook;
const proxy: ProxySettings = { template: 'https://proxy.example/?url={url}', sendCredentials: false };
const targetAuth = { headers: { 'X-Api-Key': 'k' } };
const first = (over: Partial<ApiEnvironment> = {}): ApiEnvironment => ({ name: 'first', summary, targetAuth, mock: null, proxy, ...over });
const env = (over: Partial<ApiEnvironment> = {}, more: ApiEnvironment[] = []): RunEnvironment => ({ sources: [first(over), ...more], requests: pageGate });

describe('sandboxConfigFor', () => {
  it('builds the page\'s config from the environment: allowlist, BASE_URL, credentials, policy, proxy', () => {
    expect(sandboxConfigFor(env())).toEqual({ apis: [{ name: 'first', allowlist: allow, baseUrl: 'https://api.example.com/v1', auth: targetAuth, proxy }], requests: pageGate });
  });

  it('gives a run its own approval scope and changes nothing else, live or mocked', () => {
    for (const e of [env(), env({ mock }), env({ proxy: null })]) {
      const page = sandboxConfigFor(e);
      const run = sandboxConfigFor(e, runGate);
      expect(run.requests).toBe(runGate);
      expect({ ...run, requests: null }).toEqual({ ...page, requests: null });
    }
  });

  it('carries the user\'s time limit to every run, page or run scope, and none when unset', () => {
    const limited: RunEnvironment = { ...env(), timeoutMs: 4_000 };
    expect(sandboxConfigFor(limited).limits).toEqual({ timeoutMs: 4_000 });
    expect(sandboxConfigFor(limited, runGate).limits).toEqual({ timeoutMs: 4_000 });
    expect(sandboxConfigFor({ ...limited, sources: [] }).limits).toEqual({ timeoutMs: 4_000 });
    expect(sandboxConfigFor(env())).not.toHaveProperty('limits');
  });

  it('without a spec has no sources, so no network', () => {
    expect(sandboxConfigFor({ sources: [], requests: pageGate, packages: () => Promise.resolve([]) })).toEqual({ apis: [], requests: pageGate });
  });

  it('in mock mode sends no credentials and no proxy, and answers from the spec', () => {
    expect(sandboxConfigFor(env({ mock }), runGate)).toEqual({ apis: [{ name: 'first', allowlist: allow, baseUrl: 'https://api.example.com/v1', mock }], requests: runGate });
  });
});

describe('sandboxConfigFor with several APIs', () => {
  const otherAllow = [{ origin: 'https://other.example.com', pathPrefix: '/' }];
  const other = { allowlist: otherAllow, servers: [{ url: 'https://other.example.com' }], mock: { allowlist: [], baseUrl: '' } } as unknown as LoadedSummary;
  const otherAuth = { headers: { Authorization: 'Bearer t' } };

  it('lists every API in order with its own credentials, mock and proxy, and nothing beside the list', () => {
    const config = sandboxConfigFor({
      ...env({ mock }, [{ name: 'second', summary: other, targetAuth: otherAuth, mock: null, proxy }]),
      removed: [{ name: 'gone', allowlist: allow }],
    });
    expect(config).toEqual({
      apis: [
        { name: 'first', allowlist: allow, baseUrl: 'https://api.example.com/v1', mock },
        { name: 'second', allowlist: otherAllow, baseUrl: 'https://other.example.com', auth: otherAuth, proxy },
      ],
      requests: pageGate, removed: [{ name: 'gone', allowlist: allow }],
    });
  });

  it('lists the system prompt\'s APIs only with several', () => {
    expect(apiLines(env())).toBeUndefined();
    expect(apiLines(env({}, [{ name: 'second', summary: other, targetAuth: otherAuth, mock: null, proxy }]))?.map((l) => l.shortName)).toEqual(['first', 'second']);
  });
});

describe('sandboxConfigFor with MCP servers', () => {
  const mcpAllow = [{ origin: 'https://mcp.invalid', pathPrefix: '/k1/' }];
  const mcpSummary = { allowlist: mcpAllow, servers: [{ url: 'https://mcp.invalid/k1' }], mock: { allowlist: [], baseUrl: '' } } as unknown as LoadedSummary;
  const tools: ToolHook = { annotations: () => null, list: () => [], call: () => Promise.resolve({ ok: true, isError: false, value: 1, text: '1' }) };

  it('gives an MCP API its synthetic server and tool hook, never credentials, mock or proxy', () => {
    const config = sandboxConfigFor(env({ mock }, [{ name: 'weather', summary: mcpSummary, targetAuth, mock, proxy, tools }]));
    expect(config.apis[1]).toEqual({ name: 'weather', allowlist: mcpAllow, baseUrl: 'https://mcp.invalid/k1', tools });
    expect(config.apis[0]).toEqual({ name: 'first', allowlist: allow, baseUrl: 'https://api.example.com/v1', mock });
  });

  it('takes the first API as an MCP server too, whatever its mock and proxy settings', () => {
    for (const over of [{}, { mock }]) {
      expect(sandboxConfigFor(env({ ...over, summary: mcpSummary, name: 'weather', tools }), runGate)).toEqual({
        apis: [{ name: 'weather', allowlist: mcpAllow, baseUrl: 'https://mcp.invalid/k1', tools }], requests: runGate,
      });
    }
  });
});

/** Product files under src/ui, without tests. */
function uiFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return uiFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('one run environment', () => {
  it('every surface that runs code builds its config from the whole environment, never from picked fields', () => {
    const calls = uiFiles(UI).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/sandboxConfigFor\(([^)]*)\)/g)].map((m) => ({ file: path.relative(UI, file), args: m[1] ?? '' })))
      .filter((c) => !c.file.endsWith('sandboxConfig.ts'));
    // loadedSet.ts runs nothing: it lists what the same config allows (the Network panel's servers).
    expect(new Set(calls.map((c) => c.file))).toEqual(new Set(['hooks/useSandbox.ts', 'hooks/useAgent.ts', 'hooks/useCompare.ts', 'hooks/useToolInspector.ts', 'app/loadedSet.ts']));
    // The environment itself, then at most the run's own approval scope: mock mode, proxy and credentials always come with it.
    for (const c of calls) expect(c.args, c.file).toMatch(/^\w+(, \w+\.gate)?$/);
  });
});
