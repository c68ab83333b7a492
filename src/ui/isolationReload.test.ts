import { describe, expect, it } from 'vitest';
import { isolationStep } from './isolationReload';

describe('reloads for cross-origin isolation', () => {
  const first = { isolated: false, jspi: false, serviceWorker: true, controlled: false, reloaded: false, degraded: false };
  it('waits for the service worker on a first visit without JSPI, once', () => {
    expect(isolationStep(first)).toBe('reload-when-controlled');
    expect(isolationStep({ ...first, reloaded: true })).toBe('none');
  });

  it('switches to require-corp once when the controlled page is still not isolated', () => {
    expect(isolationStep({ ...first, controlled: true, reloaded: true })).toBe('require-corp');
    expect(isolationStep({ ...first, controlled: true, reloaded: true, degraded: true })).toBe('none');
  });

  it('does nothing with JSPI, when isolated, or without service workers', () => {
    expect(isolationStep({ ...first, jspi: true })).toBe('none');
    expect(isolationStep({ ...first, isolated: true, controlled: true })).toBe('none');
    expect(isolationStep({ ...first, serviceWorker: false })).toBe('none');
  });
});
