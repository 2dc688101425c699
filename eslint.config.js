// Lint: the architecture as import rules (DESIGN.md), plus the TypeScript-aware recommended set.
// `npm test` runs it (`node scripts/test.ts lint`); `npx eslint .` alone works too.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';

export default tseslint.config(
  { ignores: ['dist/**', '.astro/**', '.tmp/**', 'data/**', 'node_modules/**', 'public/**', 'test-results/**', 'playwright-report/**'] },
  { files: ['**/*.{js,mjs,ts,tsx}'], extends: [js.configs.recommended, tseslint.configs.recommended] },
  {
    files: ['**/*.{js,mjs,ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: {
      // The pure core stands alone: nothing in src/lib reaches into the server, the islands or the pages.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/lib',
              from: ['./src/server', './src/islands', './src/pages'],
              message: 'src/lib is the pure core: it imports nothing from src/server, src/islands or src/pages.',
            },
          ],
        },
      ],
      // Type-only imports count: a cycle of types still couples the two files.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
    },
  },
  {
    rules: {
      // A leading underscore marks a value dropped on purpose (e.g. a key left out of a rest copy).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    // These files exist to find or send control characters: a control character in their patterns is the point.
    files: ['src/server/http/control-characters.ts', 'tests/api/bad-input-cli.test.ts'],
    rules: { 'no-control-regex': 'off' },
  },
  {
    // Tests and scripts read JSON answers loosely (`Record<string, any>`): a wrong shape fails the
    // assertion or the run, which is the check they are there for.
    files: ['tests/**/*.ts', 'scripts/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Services raise domain errors; only the API (and the runtime that mounts it) knows HTTP.
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/api/**', 'src/server/runtime.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/lib',
              from: ['./src/server', './src/islands', './src/pages'],
              message: 'src/lib is the pure core: it imports nothing from src/server, src/islands or src/pages.',
            },
            { target: './src/server', from: './src/server/api', message: 'Services never import from src/server/api: raise a DomainError and let the API map it.' },
          ],
        },
      ],
    },
  },
);
