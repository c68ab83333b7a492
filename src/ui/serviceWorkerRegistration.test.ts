import { describe, expect, it } from 'vitest';
import { registrationTiming } from './serviceWorkerRegistration';

describe('when the service worker is registered', () => {
  const firstVisit = { serviceWorker: true, controlled: false, jspi: true, isolated: false };
  it('waits for a quiet page on a first visit that can run Python without it', () => {
    expect(registrationTiming(firstVisit)).toBe('when-quiet');
    expect(registrationTiming({ ...firstVisit, jspi: false, isolated: true })).toBe('when-quiet');
  });

  it('registers at once where Python needs its isolation headers, and on repeat visits', () => {
    expect(registrationTiming({ ...firstVisit, jspi: false })).toBe('now');
    expect(registrationTiming({ ...firstVisit, controlled: true })).toBe('now');
  });

  it('only once Python has started when the browser asks to save data (its 24 MB precache is not for a browse)', () => {
    expect(registrationTiming(firstVisit, true)).toBe('after-python');
    expect(registrationTiming({ ...firstVisit, controlled: true }, true)).toBe('now');
    expect(registrationTiming({ ...firstVisit, jspi: false }, true)).toBe('now');
  });

  it('never without service workers', () => {
    expect(registrationTiming({ ...firstVisit, serviceWorker: false })).toBe('never');
  });
});
