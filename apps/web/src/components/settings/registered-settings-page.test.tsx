import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { http } from '../../lib/http.ts';
import { pathOf, stubAdapter } from '../../testing/axios-stub.ts';
import { GUILD_ID, publicConfig } from '../../testing/fixtures.ts';
import { renderAt } from '../../testing/render.tsx';
import { RegisteredSettingsPage } from './registered-settings-page.tsx';

const originalAdapter = http.defaults.adapter;
let failed: string[] = [];
afterEach(() => {
  http.defaults.adapter = originalAdapter;
  failed = [];
});

function renderGreetingsAnswering(status: number) {
  http.defaults.adapter = stubAdapter((request) => {
    if (pathOf(request) === '/config') return { status: 200, data: publicConfig };
    failed.push(pathOf(request));
    return { status, data: { error: { code: 'x', message: 'x', issues: [] } } };
  });
  renderAt(
    '/dashboard/servers/:id/greetings',
    <RegisteredSettingsPage page="greetings" guildId={GUILD_ID} extra={{}}>
      {() => <p>editor</p>}
    </RegisteredSettingsPage>,
  );
}

describe('a settings page for a server that cannot be managed here', () => {
  it('says so on a 403 instead of loading forever, with the way back', async () => {
    renderGreetingsAnswering(403);
    expect(await screen.findByRole('heading', { name: "You can't manage this server" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your servers' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByText('editor')).not.toBeInTheDocument();
  });

  it("says Hoshi isn't there on a 404, with the invite for this server", async () => {
    renderGreetingsAnswering(404);
    expect(
      await screen.findByRole('heading', { name: "Hoshi isn't on this server yet" }),
    ).toBeInTheDocument();
    const invite = await screen.findByRole('link', { name: /Add Hoshi to this server/ });
    expect(new URL(invite.getAttribute('href') ?? '').searchParams.get('guild_id')).toBe(GUILD_ID);
  });

  it('keeps the loader for any other failure (spec 000 §8)', async () => {
    renderGreetingsAnswering(500);
    await waitFor(() => expect(failed).toContain(`/guilds/${GUILD_ID}/info/greetings`));
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
  });
});
