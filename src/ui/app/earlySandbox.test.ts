import { afterAll, describe, expect, it, vi } from 'vitest';

// A playground link on a page that can run Python now; the sandbox's first boot settles when the test says so.
let bootDone: () => void = () => undefined;
vi.mock('./link', () => ({ pageLinkedView: () => 'playground' }));
vi.mock('../browserFacts', () => ({ canRunPythonNow: () => true }));
vi.mock('../serviceWorkerRegistration', () => ({ holdRegistrationUntil: () => undefined }));
vi.mock('../../sandbox', () => ({ createSandbox: () => ({ ready: new Promise<void>((resolve) => (bootDone = resolve)) }) }));
// Test files share one module graph (isolate: false): this file gets its own earlySandbox with these mocks.
vi.hoisted(() => vi.resetModules());
afterAll(() => {
  for (const path of ['./link', '../browserFacts', '../serviceWorkerRegistration', '../../sandbox']) vi.doUnmock(path);
  vi.resetModules();
});

const settledNow = async (p: Promise<void>): Promise<boolean> => {
  let done = false;
  void p.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 20));
  return done;
};

describe('afterEarlyBoot on a playground link', () => {
  it('waits for the first boot, then for a run pressed before it had settled', async () => {
    const early = await import('./earlySandbox');
    early.prestartSandbox();
    await vi.waitFor(() => expect(early.hasEarlySandbox()).toBe(true));
    early.noteRunStarted();
    expect(await settledNow(early.afterEarlyBoot())).toBe(false);
    bootDone();
    // Booted, but the queued run now runs: Monaco and the token count still wait.
    expect(await settledNow(early.afterEarlyBoot())).toBe(false);
    early.noteRunSettled();
    expect(await settledNow(early.afterEarlyBoot())).toBe(true);
    expect(await settledNow(early.afterFirstRun())).toBe(true);
  });
});
