// Our `--disable-features` replaces Playwright's (Chromium keeps the last): it must still carry every one of its.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BROWSER_UI_FEATURES, CHROMIUM_FLAGS, PLAYWRIGHT_DISABLED_FEATURES } from './chromiumFlags';

function playwrightDisabledFeatures(): string[] {
  const root = dirname(createRequire(import.meta.url).resolve('playwright-core/package.json'));
  const file = ['lib/coreBundle.js', 'lib/server/chromium/chromiumSwitches.js'].map((f) => join(root, f)).find(existsSync);
  const list = file ? /disabledFeatures = \[([\s\S]*?)\]/.exec(readFileSync(file, 'utf8'))?.[1] : undefined;
  if (list === undefined) throw new Error('playwright-core moved its disabledFeatures list: find it and update this test');
  return [...list.matchAll(/^\s*"([A-Za-z]+)"/gm)].map((m) => m[1] ?? '');
}

describe('Chromium flags', () => {
  it('repeat every feature the installed Playwright disables, and add the browser UI ones', () => {
    const ours = CHROMIUM_FLAGS.filter((f) => f.startsWith('--disable-features='));
    expect(ours).toHaveLength(1);
    const listed = (ours[0] ?? '').slice('--disable-features='.length).split(',');
    const theirs = playwrightDisabledFeatures();
    expect(theirs.length).toBeGreaterThan(5);
    expect(theirs.filter((f) => !PLAYWRIGHT_DISABLED_FEATURES.includes(f))).toEqual([]);
    expect(listed).toEqual(expect.arrayContaining([...theirs, ...BROWSER_UI_FEATURES]));
  });
});
