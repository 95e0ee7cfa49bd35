import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Bounds for a hang, not for speed: with two files at a time beside other work, building an
    // app (PGlite, a PostgreSQL database) or a test's many requests can take a long time.
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
