import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO } from '@hoshi/discord-emulator';
import { realServerPerFile } from '../../../testing/real-server.ts';
import { renderAt } from '../../../testing/render.tsx';
import { ServerHub } from './server-hub.tsx';

const server = realServerPerFile();
const GUILD = DEMO.guilds.A;
const INFO = `GET /api/guilds/${GUILD}/info`;
const infoLoads = () => server().requests.filter((r) => r === INFO).length;

beforeEach(async () => {
  await server().signInAs(DEMO.users.akari);
  server().requests.length = 0;
});

// What the server answers when Discord asks it to wait longer than a request may take
// (apps/server/test/discord-faults.test.ts proves the server side).
const rateLimited = {
  status: 503,
  headers: { 'retry-after': '3600' },
  body: { error: { code: 'discord_rate_limited', message: 'Discord asked to wait', issues: [] } },
};

describe('a page load Discord rate-limits', () => {
  it('says so instead of loading forever, and loads on Try again', async () => {
    const user = userEvent.setup();
    server().interfere(INFO, rateLimited);
    renderAt('/dashboard/servers/:id', <ServerHub id={GUILD} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Discord is asking Hoshi to slow down');

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Star Lounge' })).toBeInTheDocument();
    expect(infoLoads()).toBe(2);
  });

  it('says when Hoshi’s own server is too busy, and loads on Try again', async () => {
    const user = userEvent.setup();
    // What apps/server/src/plugins/under-pressure.ts answers while the server's event loop lags.
    server().interfere(INFO, {
      status: 503,
      headers: { 'retry-after': '5' },
      body: { error: { code: 'server_busy', message: 'The server is busy.', issues: [] } },
    });
    renderAt('/dashboard/servers/:id', <ServerHub id={GUILD} />);
    expect(await screen.findByRole('alert')).toHaveTextContent("Hoshi's server is very busy right now");

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Star Lounge' })).toBeInTheDocument();
  });

  it('keeps the loader for other failures (docs/product.md#texts: logged only)', async () => {
    server().interfere(INFO, {
      status: 502,
      body: { error: { code: 'discord_unavailable', message: 'Discord is down', issues: [] } },
    });
    renderAt('/dashboard/servers/:id', <ServerHub id={GUILD} />);
    await waitFor(() => expect(infoLoads()).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(infoLoads()).toBe(1);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status')).toBeInTheDocument();
  });
});
