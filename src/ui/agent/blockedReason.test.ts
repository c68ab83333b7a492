import { describe, expect, it } from 'vitest';
import { Workspace } from '../../core/workspace';
import type { SandboxStatus } from '../../sandbox';
import type { CatalogClient } from '../hooks/useCatalog';
import { blockedReasonFor } from '../hooks/useAgent';
import { compareModeIds } from '../../core/compare';
import { compareBlockedReason } from '../hooks/useCompare';
import type { SandboxController } from '../app/sandboxController';
import type { SpecSummary } from '../workers/catalogProtocol';
import { blockedReason, type RunGate } from './blockedReason';

const MODES = compareModeIds();

const ready: RunGate = { hasSpec: true, catalogReady: true, settingsProblem: null, modes: ['code'], sandboxStatus: { phase: 'ready' } };
const unsupported: SandboxStatus = { phase: 'unsupported', detail: 'JSPI is missing: use a recent Chrome or Edge.' };

describe('blockedReason', () => {
  it('lets a run start when spec, catalog, settings and sandbox are ready', () => {
    expect(blockedReason(ready)).toBeNull();
  });

  it('names the first thing missing: spec, then catalog, then settings', () => {
    expect(blockedReason({ ...ready, hasSpec: false, catalogReady: false, settingsProblem: 'Enter a model id.' })).toMatch(/Load a spec/);
    expect(blockedReason({ ...ready, catalogReady: false, settingsProblem: 'Enter a model id.' })).toMatch(/catalog is starting/);
    expect(blockedReason({ ...ready, settingsProblem: 'Enter a model id.' })).toBe('Enter a model id.');
  });

  it('refuses code mode in a browser that cannot run the sandbox, with the sandbox detail', () => {
    expect(blockedReason({ ...ready, sandboxStatus: unsupported })).toBe(unsupported.detail);
    expect(blockedReason({ ...ready, sandboxStatus: { phase: 'unsupported' } })).toMatch(/cannot run the Python sandbox/);
  });

  it('refuses compare (classic then code) when the sandbox is unsupported, and allows classic-only chat', () => {
    expect(blockedReason({ ...ready, modes: MODES, sandboxStatus: unsupported })).toBe(unsupported.detail);
    expect(blockedReason({ ...ready, modes: ['classic'], sandboxStatus: unsupported })).toBeNull();
  });

  it('does not block on a sandbox that is still loading or failed (a run retries it)', () => {
    expect(blockedReason({ ...ready, sandboxStatus: null })).toBeNull();
    expect(blockedReason({ ...ready, sandboxStatus: { phase: 'loading' } })).toBeNull();
    expect(blockedReason({ ...ready, sandboxStatus: { phase: 'error', detail: 'boom' } })).toBeNull();
  });
});

describe('chat and compare share the gate', () => {
  const sandbox = (status: SandboxStatus): SandboxController => ({
    status,
    warmUp: () => undefined,
    onIntent: () => undefined,
    run: () => Promise.reject(new Error('not in this test')),
    workspace: new Workspace(),
    stop: () => undefined,
  });
  const common = {
    summary: { title: 'Open Brewery DB' } as SpecSummary,
    sources: [{ name: 'brewery', summary: { title: 'Open Brewery DB' } as SpecSummary, targetAuth: {}, mock: null, proxy: null }],
    catalog: {} as CatalogClient,
    approvals: { beginScope: () => ({ gate: { policy: 'ask' as const }, end: () => undefined }) },
    requests: { policy: 'ask' as const },
    settings: { provider: 'openai' as const, model: 'gpt-4.1-mini', apiKey: 'k' },
    settingsProblem: null,
  };

  it('compare refuses to run when the sandbox is unsupported, as chat does in code mode', () => {
    expect(compareBlockedReason({ ...common, sandbox: sandbox(unsupported) })).toBe(unsupported.detail);
    expect(blockedReasonFor({ ...common, sandbox: sandbox(unsupported), mode: 'code' })).toBe(unsupported.detail);
    expect(blockedReasonFor({ ...common, sandbox: sandbox(unsupported), mode: 'classic' })).toBeNull();
    expect(compareBlockedReason({ ...common, sandbox: sandbox({ phase: 'ready' }) })).toBeNull();
  });

  it('gives compare and chat the same reasons for a missing spec, catalog or setting', () => {
    const ok = sandbox({ phase: 'ready' });
    for (const inputs of [{ ...common, summary: null, sources: [] }, { ...common, catalog: null }, { ...common, settings: null, settingsProblem: 'Enter a model id.' }]) {
      expect(compareBlockedReason({ ...inputs, sandbox: ok })).toBe(blockedReasonFor({ ...inputs, sandbox: ok, mode: 'code' }));
      expect(compareBlockedReason({ ...inputs, sandbox: ok })).not.toBeNull();
    }
  });
});
