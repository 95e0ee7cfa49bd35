import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ServerHub } from './server-hub.tsx';
import { http } from '../../../lib/http.ts';
import { sessionStore } from '../../../lib/session/session-store.ts';
import { pathOf, stubAdapter } from '../../../testing/axios-stub.ts';
import { GUILD_ID, publicConfig } from '../../../testing/fixtures.ts';
import { renderAt } from '../../../testing/render.tsx';

const originalAdapter = http.defaults.adapter;
let infoStatus: number;
let infoCalls: number;

beforeEach(() => {
  infoStatus = 503;
  infoCalls = 0;
  sessionStore.set({ accessToken: 'tok' });
  http.defaults.adapter = stubAdapter((config) => {
    const path = pathOf(config);
    if (path === '/config') return { status: 200, data: publicConfig };
    infoCalls += 1;
    if (infoStatus === 503) {
      const error = { code: 'discord_rate_limited', message: 'Slow down', issues: [] };
      return { status: 503, data: { error } };
    }
    if (infoStatus === 502) {
      return { status: 502, data: { error: { code: 'discord_unavailable', message: 'Down', issues: [] } } };
    }
    const info = { id: GUILD_ID, name: 'Star Lounge', icon: null, lang: 'en', troll: false, members: 3 };
    return { status: 200, data: info };
  });
});

afterEach(() => {
  http.defaults.adapter = originalAdapter;
  sessionStore.reset();
});

describe('a page load Discord rate-limits', () => {
  it('says so instead of loading forever, and loads on Try again', async () => {
    renderAt('/dashboard/servers/:id', <ServerHub id={GUILD_ID} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Discord is asking Hoshi to slow down');
    infoStatus = 200;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Star Lounge' })).toBeInTheDocument();
    expect(infoCalls).toBe(2);
  });

  it('keeps the loader for other failures (spec 000 §8: logged only)', async () => {
    infoStatus = 502;
    renderAt('/dashboard/servers/:id', <ServerHub id={GUILD_ID} />);
    await screen.findByRole('status');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(infoCalls).toBe(1);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status')).toBeInTheDocument();
  });
});
