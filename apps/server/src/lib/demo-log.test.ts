import { describe, expect, it } from 'vitest';
import { demoLogLine } from './demo-log.ts';

const at = Date.parse('2026-11-29T01:02:03Z');
const line = (fields: object) => JSON.stringify({ level: 30, time: at, pid: 1, hostname: 'h', ...fields });

describe('the demo log', () => {
  it('writes a line a person reads: the time, the level and the message, no JSON', () => {
    const out = demoLogLine(line({ level: 40, msg: 'skipped: timeout' }), false);
    expect(out).toMatch(/^\d\d:\d\d:\d\d WARN {2}skipped: timeout\n$/);
  });

  it('makes the start-up lines stand out', () => {
    expect(demoLogLine(line({ msg: 'Listening at http://localhost:3000', startup: true }), false)).toMatch(
      /★ Listening at http:\/\/localhost:3000\n$/,
    );
  });

  it('writes a request as one line and an error with its message', () => {
    const req = demoLogLine(line({ level: 20, msg: 'GET /api/config 200 3 ms' }), false);
    expect(req).toMatch(/DEBUG GET \/api\/config 200 3 ms\n$/);
    const err = demoLogLine(
      line({ level: 50, msg: 'failed', err: { message: 'boom', stack: 'Error: boom\n  at x' } }),
      false,
    );
    expect(err).toContain('ERROR failed');
    expect(err).toContain('Error: boom');
  });
});
