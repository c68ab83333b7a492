import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

const TESTS = ['**/*.test.ts', '**/*.test.tsx'];

// Import bans, by area. Flat config keeps only the last `no-restricted-imports` that matches a file, so each area
// lists every pattern it needs.
const noReact = { group: ['react', 'react-dom', 'react/*', 'react-dom/*'], message: 'src/core must stay React-free.' };
const noUiOrSandbox = { group: ['**/ui/**', '**/sandbox/**'], message: 'src/core must not import src/ui or src/sandbox.' };
const noUi = { group: ['**/ui/**'], message: 'src/sandbox must not import src/ui.' };
const noMonaco = { group: ['monaco-editor', 'monaco-editor/*'], message: 'src/core must stay DOM-free.' };
const noTestCode = {
  regex: '(^|/)(test-support|e2e)(/|$)',
  message: 'Product code must not import test helpers (test-support/) or e2e code.',
};
const coreEntriesOnly = {
  regex: '(^|/)core/[^/]+/.+',
  message: 'Import a core folder through its public entry (e.g. core/openapi), not a file inside it.',
};
// core/llm/providers is the SDK-free entry of core/llm: its index also loads the provider SDKs (megabytes).
// core/surfaces/dualSurface is the tokenizer-free entry of core/surfaces: its index also loads the o200k table (2.7 MB).
// core/snippet/header is the dependency-free entry of core/snippet: its index also loads Ajv and the sampler.
const coreEntriesOnlyForUi = {
  regex: '(^|/)core/(?!llm/providers$|surfaces/dualSurface$|snippet/header$)[^/]+/.+',
  message: 'Import a core folder through its public entry (e.g. core/openapi; core/llm/providers for the SDK-free part of core/llm, core/surfaces/dualSurface for the tokenizer-free part of core/surfaces, core/snippet/header for the snippet header).',
};
const sandboxEntryOnly = {
  regex: '(^|/)sandbox/.+',
  message: 'src/ui reaches the sandbox only through src/sandbox (its index.ts).',
};

/** The bans of one area (a folder): its product files also may not import test code. */
function importBans(dir, patterns) {
  const rule = (list) => ({ 'no-restricted-imports': ['error', { patterns: list }] });
  return [
    { files: [`${dir}/**/*.{ts,tsx}`], ignores: TESTS, rules: rule([...patterns, noTestCode]) },
    { files: TESTS.map((t) => `${dir}/${t}`), rules: rule(patterns) },
  ];
}

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'public/**', '**/*.js', '**/*.mjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      // Callback props as properties: a method signature would let `unbound-method` flag every destructured prop.
      '@typescript-eslint/method-signature-style': ['error', 'property'],
      // `import { type X }` keeps a runtime import of the module; from core/llm that is the provider SDKs.
      '@typescript-eslint/no-import-type-side-effects': 'error',
    },
  },
  {
    // Vitest's asymmetric matchers (expect.any, expect.stringContaining, …) are typed `any`.
    files: TESTS,
    rules: { '@typescript-eslint/no-unsafe-assignment': 'off' },
  },
  { files: ['src/ui/**/*.{ts,tsx}'], ...reactHooks.configs.flat.recommended },
  {
    files: ['src/**/*.{ts,tsx}', 'scripts/**/*.ts', 'e2e/**/*.ts', 'test-support/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // core runs in Node and the browser: no React, no DOM-bound UI, no sandbox host.
    files: ['src/core/**/*.ts'],
    rules: {
      'no-restricted-globals': ['error', 'document', 'window', 'localStorage', 'sessionStorage', 'navigator'],
    },
  },
  ...importBans('src', []),
  ...importBans('src/core', [noReact, noUiOrSandbox, noMonaco]),
  ...importBans('src/sandbox', [coreEntriesOnly, noUi]),
  ...importBans('src/ui', [coreEntriesOnlyForUi, sandboxEntryOnly]),
);
