// Lint: the architecture as import rules (DESIGN.md), plus the TypeScript-aware recommended set.
// `npm test` runs it (`node scripts/test.ts lint`); `npx eslint .` alone works too.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import { noCycle } from './lint/no-cycle.js';

// The pure core stands alone: nothing in src/lib reaches into the server, the islands or the pages.
const PURE_CORE = {
  target: './src/lib',
  from: ['./src/server', './src/islands', './src/pages'],
  message: 'src/lib is the pure core: it imports nothing from src/server, src/islands or src/pages.',
};
// Services raise domain errors; only the API (and the runtime that mounts it) knows HTTP.
const NO_API = { target: './src/server', from: './src/server/api', message: 'Services never import from src/server/api: raise a DomainError and let the API map it.' };
// A service takes a small dependency object declared beside it; only the composition knows the runtime.
const NO_RUNTIME = {
  target: './src/server',
  from: './src/server/runtime.ts',
  message:
    'Only the composition (runtime.ts, its doors current.ts and main.ts) knows the runtime: declare the parts you use beside the service and let the caller pass the runtime.',
};
// The composition and its two doors: the pages' (current.ts) and the process's (main.ts).
const COMPOSITION = ['src/server/runtime.ts', 'src/server/current.ts', 'src/server/main.ts'];

export default tseslint.config(
  { ignores: ['dist/**', '.astro/**', '.tmp/**', 'data/**', 'node_modules/**', 'public/**', 'test-results/**', 'playwright-report/**'] },
  { files: ['**/*.{js,mjs,ts,tsx}'], extends: [js.configs.recommended, tseslint.configs.recommended] },
  {
    files: ['**/*.{js,mjs,ts,tsx}'],
    plugins: { 'import-x': importX, house: { rules: { 'no-cycle': noCycle } } },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [PURE_CORE] }],
      // import-x/no-cycle skips type-only imports and cannot be told otherwise; house/no-cycle
      // (lint/no-cycle.js) counts them, since a circle of types still ties its files together.
      'house/no-cycle': 'error',
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
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/api/**', ...COMPOSITION],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [PURE_CORE, NO_API, NO_RUNTIME] }] },
  },
  {
    files: ['src/server/current.ts', 'src/server/main.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [PURE_CORE, NO_API] }] },
  },
  {
    files: ['src/server/api/**/*.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [PURE_CORE, NO_RUNTIME] }] },
  },
);
