import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/server', 'apps/bot', 'apps/web'],
    // Vitest's default leaves one core free; on two cores that ran the files one at a time while
    // the second core mostly waited (the files spend much of their time starting databases).
    maxWorkers: 2,
  },
});
