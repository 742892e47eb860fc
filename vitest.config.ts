import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/server/**/*.test.ts', 'tests/build/**/*.test.ts'],
    environment: 'node',
    // One file per core. Vitest's default leaves one core free, which on 2 cores ran the two build
    // tests one after the other: 82 s against 54 s.
    maxWorkers: '100%',
  },
});
