import { createHash } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { startInMemoryServer } from '../src/testing.ts';

const app = await startInMemoryServer({ config: { demoBot: false } });
afterAll(() => app.close());

describe("the emulator's pages in demo mode", () => {
  it("allow their own inline script by hash, and nothing else, under the site's CSP", async () => {
    const page = await app.inject({ url: '/discord-emulator/world', remoteAddress: '127.0.0.1' });
    expect(page.statusCode).toBe(200);
    const script = /<script>([\s\S]*?)<\/script>/.exec(page.body)?.[1] ?? '';
    expect(script.length).toBeGreaterThan(0);
    const hash = createHash('sha256').update(script).digest('base64');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}';`);
    const site = await app.inject({ url: '/' });
    expect(String(site.headers['content-security-policy'])).toContain("script-src 'self';");
  });
});
