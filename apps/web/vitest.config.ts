import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // Room for the real server behind component tests on a busy machine, two files at a time
    // (Testing Library's waits allow 15 s each, testing/setup.ts); a hang still fails.
    testTimeout: 60_000,
    // Closing a file's real server (PGlite) on a busy machine; a hang still fails.
    hookTimeout: 90_000,
  },
});
