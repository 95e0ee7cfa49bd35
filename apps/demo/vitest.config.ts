import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'demo',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Bounds for a hang, not for speed: each test starts a server, a database and a bot, which
    // takes long with two files at a time beside other work.
    testTimeout: 300_000,
    hookTimeout: 180_000,
  },
});
