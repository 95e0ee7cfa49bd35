import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { startInMemoryServer } from '../src/testing.ts';

/**
 * The demo's log is read by a person (issue 39, item 12): in demo mode a request is not logged at
 * the default level (it buried the start-up lines, two JSON lines a request), and is one readable
 * line at debug when LOG_LEVEL asks for it.
 */
describe('the demo log of requests', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    vi.restoreAllMocks();
    await app?.close();
    app = undefined;
  });

  async function linesOfOneRequest(logLevel: 'info' | 'debug'): Promise<string[]> {
    app = await startInMemoryServer({ config: { logLevel } });
    const written: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    });
    const res = await app.inject({ url: '/api/config' });
    expect(res.statusCode).toBe(200);
    vi.restoreAllMocks();
    return written.join('').split('\n').filter(Boolean);
  }

  // The in-process emulator's own requests (the bot's, the server's) may be logged meanwhile at
  // debug: only the lines of this request, or any line at info and above, are looked at.
  it('writes nothing for a request at the default level', async () => {
    const lines = await linesOfOneRequest('info');
    expect(lines.filter((l) => /INFO|WARN|ERROR|\{"level"|\/api\/config/.test(l))).toEqual([]);
  });

  it('writes one readable line for a request at debug', async () => {
    const lines = (await linesOfOneRequest('debug')).filter((l) => l.includes('/api/config'));
    expect(lines).toHaveLength(1);
    // Bold or dim escapes around it when the terminal has colour.
    expect(lines[0]).toMatch(/\d\d:\d\d:\d\d DEBUG GET \/api\/config 200 \d+ ms/);
    expect(lines[0]).not.toContain('{');
  });
});
