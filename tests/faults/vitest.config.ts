// The fault suite: two nodes as child processes over one throwaway PostgreSQL that the suite
// restarts, cuts off and whose leader it pauses and kills. Run by npm test (step "faults").
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/faults/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
