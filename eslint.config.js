import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'public/**', '**/*.js', '**/*.mjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // core runs in Node and the browser: no React, no DOM-bound UI, no sandbox host.
    files: ['src/core/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['react', 'react-dom', 'react/*', 'react-dom/*'], message: 'src/core must stay React-free.' },
          { group: ['**/ui/**', '**/sandbox/**'], message: 'src/core must not import src/ui or src/sandbox.' },
          { group: ['monaco-editor', 'monaco-editor/*'], message: 'src/core must stay DOM-free.' },
        ],
      }],
      'no-restricted-globals': ['error', 'document', 'window', 'localStorage', 'sessionStorage', 'navigator'],
    },
  },
);
