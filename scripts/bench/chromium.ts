// The Chromium the e2e tests use (scripts/find-chromium.mjs, plain JS without types: imported through a variable path).
const FIND_CHROMIUM = '../find-chromium.mjs';

export interface FoundChromium {
  path: string;
  source: string;
}

export async function findChromium(): Promise<FoundChromium | null> {
  const mod = (await import(FIND_CHROMIUM)) as { findChromium: () => Promise<FoundChromium | null> };
  return mod.findChromium();
}
