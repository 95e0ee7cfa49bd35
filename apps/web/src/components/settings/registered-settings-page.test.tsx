import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO } from '@hoshi/discord-emulator';
import { realServerPerFile } from '../../testing/real-server.ts';
import { renderAt } from '../../testing/render.tsx';
import { RegisteredSettingsPage } from './registered-settings-page.tsx';

const server = realServerPerFile();

beforeEach(async () => {
  await server().signInAs(DEMO.users.akari);
});

function renderGreetingsOf(guildId: string) {
  renderAt(
    '/dashboard/servers/:id/greetings',
    <RegisteredSettingsPage page="greetings" guildId={guildId} extra={{}}>
      {() => <p>editor</p>}
    </RegisteredSettingsPage>,
  );
}

describe('a settings page for a server that cannot be managed here', () => {
  it('says so on a 403 (Cafe Comet) instead of loading forever, with the way back', async () => {
    renderGreetingsOf(DEMO.guilds.C);
    expect(await screen.findByRole('heading', { name: "You can't manage this server" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your servers' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByText('editor')).not.toBeInTheDocument();
  });

  it("says Hoshi isn't there on a 404 (Quiet Garden), with the invite for this server", async () => {
    renderGreetingsOf(DEMO.guilds.D);
    expect(
      await screen.findByRole('heading', { name: "Hoshi isn't on this server yet" }),
    ).toBeInTheDocument();
    const invite = await screen.findByRole('link', { name: /Add Hoshi to this server/ });
    expect(new URL(invite.getAttribute('href') ?? '', 'http://localhost').searchParams.get('guild_id')).toBe(
      DEMO.guilds.D,
    );
  });

  it('keeps the loader for any other failure (docs/product.md#texts)', async () => {
    const route = `GET /api/guilds/${DEMO.guilds.A}/info/greetings`;
    server().interfere(route, 500);
    renderGreetingsOf(DEMO.guilds.A);
    await waitFor(() => expect(server().requests).toContain(route));
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
  });
});
