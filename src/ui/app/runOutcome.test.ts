import { describe, expect, it } from 'vitest';
import { requestVerdict } from './requestVerdict';
import { runOutcome } from './runOutcome';

describe('runOutcome', () => {
  it('a Stop is stopped, not an error; a timeout or an exception is an error', () => {
    expect(runOutcome({ ok: false, error: 'Stopped' })).toBe('stopped');
    expect(runOutcome({ ok: false, error: 'Timed out after 30 s: the script was stopped and its sandbox replaced' })).toBe('error');
    expect(runOutcome({ ok: false, error: 'ZeroDivisionError: division by zero' })).toBe('error');
    expect(runOutcome({ ok: true, error: undefined })).toBe('ok');
  });
});

describe('requestVerdict', () => {
  it('an allowed request that never got a response says it did not connect, not "✓ allowed"', () => {
    expect(requestVerdict({ allowed: true, status: null })).toMatchObject({ kind: 'no-response', label: '⚠ allowed · did not connect', reasonTone: 'error' });
  });

  it('an answered request (mock included) carries its note as information; a denied one as a problem', () => {
    expect(requestVerdict({ allowed: true, status: 200 })).toMatchObject({ kind: 'allowed', label: '✓ allowed', reasonTone: 'info' });
    expect(requestVerdict({ allowed: false, status: null })).toMatchObject({ kind: 'denied', reasonTone: 'error' });
  });
});
