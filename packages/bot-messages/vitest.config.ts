import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'bot-messages',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 20000,
    hookTimeout: 60000,
  },
});
