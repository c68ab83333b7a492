import { describe, expect, it } from 'vitest';
import { medianSplit, type LinkSplit } from './linkSplit';

const split = (over: Partial<LinkSplit>): LinkSplit => ({
  htmlMs: 10, pageJsMs: 100, pageJsFiles: 5, pageJsKb: 300, mainScriptMs: 200, mainCompileMs: 40, specShownMs: 500,
  pyodideFilesMs: 0, pythonStartMs: 900, runPressedMs: 1000, runMs: 50, lastWaitedFor: 'python', ...over,
});

describe('medianSplit', () => {
  it('takes each field\'s median over the visits, skipping fields a visit could not measure', () => {
    const out = medianSplit([split({ runMs: 30, specShownMs: null }), split({ runMs: 90, specShownMs: 700 }), split({ runMs: 50, specShownMs: 300 })]);
    expect(out.runMs).toBe(50);
    expect(out.specShownMs).toBe(500);
    expect(out.htmlMs).toBe(10);
  });

  it('says what Run waited for in most visits, with the count', () => {
    const out = medianSplit([split({ lastWaitedFor: 'spec' }), split({ lastWaitedFor: 'spec' }), split({})]);
    expect(out.lastWaitedFor).toBe('spec (2 of 3 waited for the spec)');
  });

  it('is empty for no visits', () => {
    expect(medianSplit([])).toEqual({});
  });
});
