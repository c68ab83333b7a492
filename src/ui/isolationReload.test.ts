import { describe, expect, it } from 'vitest';
import { needsIsolationReload } from './isolationReload';

describe('reload for cross-origin isolation', () => {
  const base = { isolated: false, jspi: false, serviceWorker: true, reloaded: false };
  it('reloads only a page without JSPI that is not isolated yet, once', () => {
    expect(needsIsolationReload(base)).toBe(true);
    expect(needsIsolationReload({ ...base, reloaded: true })).toBe(false);
    expect(needsIsolationReload({ ...base, jspi: true })).toBe(false);
    expect(needsIsolationReload({ ...base, isolated: true })).toBe(false);
    expect(needsIsolationReload({ ...base, serviceWorker: false })).toBe(false);
  });
});
