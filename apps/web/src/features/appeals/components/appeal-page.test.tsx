import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO } from '@hoshi/discord-emulator';
import { i18n } from '../../../lib/i18n/i18n.ts';
import { sessionStore, initialSession } from '../../../lib/session/session-store.ts';
import { realServerPerFile } from '../../../testing/real-server.ts';
import { renderAt } from '../../../testing/render.tsx';
import { AppealPage } from './appeal-page.tsx';

// Night Sky Club (sora's, Hoshi there with Ban Members); mika is not in it until banned below.
const GUILD_ID = DEMO.guilds.B;
const server = realServerPerFile();
const SIGN_IN = <button type="button">Sign in with Discord</button>;

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

const show = () => renderAt(`/appeal/${GUILD_ID}`, <AppealPage guildId={GUILD_ID} signIn={SIGN_IN} />);

describe('the ban appeal page', () => {
  it('asks to sign in first', async () => {
    sessionStore.set({ ...initialSession, authLoaded: true });
    show();
    expect(await screen.findByRole('button', { name: 'Sign in with Discord' })).toBeInTheDocument();
  });

  it('tells a user who is not banned so, and a server without Hoshi that there is nothing to appeal', async () => {
    await server().signInAs(DEMO.users.akari);
    show();
    expect(await screen.findByText('You are not banned from this server')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ban appeal: Night Sky Club' })).toBeInTheDocument();
    renderAt(`/appeal/${DEMO.guilds.D}`, <AppealPage guildId={DEMO.guilds.D} signIn={SIGN_IN} />);
    expect(
      await screen.findByText('Hoshi is not on this server, so there is nothing to appeal here.'),
    ).toBeInTheDocument();
  });

  it('shows a banned user the reason and the form, then pending, denied (form again) and blocked (in Japanese)', async () => {
    const app = server().app;
    const banned = await app.inject({
      method: 'POST',
      url: '/discord-emulator/_world/moderate',
      payload: {
        guild_id: GUILD_ID,
        user_id: DEMO.users.sora,
        target_id: DEMO.users.mika,
        action: 'ban',
        reason: 'spoilers',
      },
    });
    expect(banned.statusCode).toBe(204);
    await server().signInAs(DEMO.users.mika);
    const view = show();
    expect(await screen.findByText('spoilers')).toBeInTheDocument();
    const user = userEvent.setup();
    const send = screen.getByRole('button', { name: 'Send appeal' });
    expect(send).toBeDisabled();
    await user.type(screen.getByLabelText(/Why should the ban be lifted\?/), 'I forgot the spoiler tags.');
    await user.type(screen.getByLabelText(/What will you do differently\?/), 'Use spoiler tags.');
    await user.click(send);
    expect(await screen.findByText('Your appeal was sent and waits for the moderators.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send appeal' })).toBeNull();
    view.unmount();

    // A moderator pressed Deny (the bot's side is tested through the gateway in apps/demo): with
    // no cooldown, the form is back.
    const decide = (status: string) =>
      app.db.execute(
        `UPDATE ban_appeals SET status = '${status}', decided_at = now() WHERE guild_id = '${GUILD_ID}' AND user_id = '${DEMO.users.mika}'`,
      );
    await decide('denied');
    const denied = show();
    expect(await screen.findByText(/Your appeal was denied\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send appeal' })).toBeInTheDocument();
    denied.unmount();
    // Deny and block: no form, ever.
    await decide('blocked');
    await act(() => i18n.changeLanguage('ja'));
    show();
    expect(
      await screen.findByText('申請は却下され、この BAN について再び申請することはできません。'),
    ).toBeInTheDocument();
  });
});
