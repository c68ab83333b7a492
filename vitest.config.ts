import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'test-support/**/*.test.ts'],
    // Browser-mode files run under vitest.browser.config.ts (npm run test:browser).
    exclude: ['**/node_modules/**', '**/*.browser.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
