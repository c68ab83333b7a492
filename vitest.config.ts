import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'test-support/**/*.test.ts'],
    // Browser-mode files run under vitest.browser.config.ts (npm run test:browser).
    exclude: ['**/node_modules/**', '**/*.browser.test.ts'],
    environment: 'node',
    // Files share one module graph: isolating each spent most of the unit phase re-importing modules (docs/testing.md).
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
