// Builds the static site under a sub-path and runs Playwright against it with whichever Chromium is available.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findChromium } from './find-chromium.mjs';

const browser = await findChromium();
if (!browser) {
  console.error('No Chromium found: install one (Debian/Ubuntu: sudo apt-get install -y chromium; elsewhere: npx playwright install chromium) or set CHROMIUM_PATH.');
  process.exit(1);
}
console.log(`e2e: using ${browser.source} Chromium at ${browser.path}`);
// e2e/firefox-smoke.spec.ts skips itself without Firefox (e2e/fixtures/firefox.ts looks in the same places).
if (![process.env.FIREFOX_PATH, '/usr/bin/firefox-esr', '/usr/bin/firefox'].some((p) => p && existsSync(p))) {
  console.log('e2e: no Firefox found, the Firefox smoke test is skipped (Debian/Ubuntu: apt-get install -y firefox-esr, or set FIREFOX_PATH)');
}
// WITH_TEST_PAGES: the build includes sandbox-harness.html, which the sandbox specs open (vite.config.ts).
const env = { ...process.env, CHROMIUM_PATH: browser.path, BASE_PATH: process.env.BASE_PATH ?? '/cmp/', WITH_TEST_PAGES: '1' };
const run = (cmd, args) => spawnSync(cmd, args, { stdio: 'inherit', env }).status ?? 1;

if (!process.env.E2E_SKIP_BUILD) {
  const built = run('npx', ['vite', 'build', '--logLevel', 'warn']);
  if (built !== 0) process.exit(built);
  // One o200k table, one lazily loaded chunk per provider SDK (scripts/check-bundle.ts).
  const checked = run('npx', ['tsx', 'scripts/check-bundle.ts', 'dist']);
  if (checked !== 0) process.exit(checked);
}
process.exit(run('npx', ['playwright', 'test', ...process.argv.slice(2)]));
