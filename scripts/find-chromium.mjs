// Finds a Chromium for Playwright: $CHROMIUM_PATH, system Chromium, else Playwright's own download.
import { existsSync } from 'node:fs';

export async function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return { path: fromEnv, source: 'CHROMIUM_PATH' };
  for (const p of ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/snap/bin/chromium']) {
    if (existsSync(p)) return { path: p, source: 'system' };
  }
  try {
    const { chromium } = await import('playwright-core');
    const p = chromium.executablePath();
    if (p && existsSync(p)) return { path: p, source: 'playwright' };
  } catch {
    // playwright-core missing or no browser registry: fall through to the message.
  }
  return null;
}
