import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GreetingsSettings } from '@hoshi/contracts';
import { http } from '../../../lib/http.ts';
import { sessionStore } from '../../../lib/session/session-store.ts';
import { pathOf, stubAdapter } from '../../../testing/axios-stub.ts';
import { GUILD_ID, channels, publicConfig, roles } from '../../../testing/fixtures.ts';
import { renderAt } from '../../../testing/render.tsx';
import { GreetingsPage } from './greetings-page.tsx';

vi.mock('@skyra/discord-components-react', () => import('../../../testing/discord-components.tsx'));

const stored: GreetingsSettings = {
  version: 1,
  join: {
    message: 'Welcome to !SERVER!, !USER!! You are member #!MEMBERS!.',
    channel: '400000000000000001',
    style: 'text',
  },
  leave: { message: '!NAME! has left !SERVER!.', channel: null, style: 'text' },
};
const originalAdapter = http.defaults.adapter;
let saves: GreetingsSettings[];

beforeEach(() => {
  saves = [];
  sessionStore.set({
    accessToken: 'tok',
    authLoaded: true,
    user: { id: '100000000000000001', username: 'akari', avatar: 'abc' },
  });
  http.defaults.adapter = stubAdapter((config) => {
    const path = pathOf(config);
    if (path === '/config') return { status: 200, data: publicConfig };
    if (path === `/guilds/${GUILD_ID}/info/greetings`) {
      return { status: 200, data: { id: GUILD_ID, name: 'Star Lounge', icon: null, settings: stored } };
    }
    if (path === `/guilds/${GUILD_ID}/info`) {
      return {
        status: 200,
        data: { id: GUILD_ID, name: 'Star Lounge', icon: null, lang: 'en', troll: false, members: 1234 },
      };
    }
    if (path === `/guilds/${GUILD_ID}/channels`) return { status: 200, data: channels };
    if (path === `/guilds/${GUILD_ID}/roles`) return { status: 200, data: roles };
    const { token: _token, ...body } = JSON.parse(String(config.data)) as GreetingsSettings & {
      token: string;
    };
    saves.push(body);
    return { status: 200, data: { data: { ...body, version: body.version + 1 } } };
  });
});

afterEach(() => {
  http.defaults.adapter = originalAdapter;
  sessionStore.reset();
});

async function renderGreetings() {
  renderAt(`/dashboard/servers/${GUILD_ID}/greetings`, <GreetingsPage id={GUILD_ID} />);
  await screen.findByRole('heading', { name: 'Join/Leave' });
}

const preview = () => screen.getByRole('article', { name: 'Message from Hoshi' });
const message = () => screen.getByRole('textbox', { name: 'Message' });

describe('greetings preview', () => {
  it('fills the variables from the real server and the signed-in user', async () => {
    await renderGreetings();
    expect(preview()).toHaveTextContent('Welcome to Star Lounge, @akari! You are member #1234.');
    expect(within(preview()).getByText('@akari')).toHaveClass('mention');
  });

  it('follows the message as it is typed, !NAME! as the plain name and !RANDOM! as a mention', async () => {
    await renderGreetings();
    fireEvent.change(message(), { target: { value: 'Hi !NAME!, say hello to !RANDOM!' } });
    expect(preview()).toHaveTextContent(/^Hi akari, say hello to @\w+$/);
    expect(within(preview()).getAllByText(/^@/)).toHaveLength(1);
  });

  it('draws Discord markdown, and names mentioned channels and roles from the server', async () => {
    await renderGreetings();
    fireEvent.change(message(), {
      target: {
        value: '# Hi !NAME!\n**Read** <#400000000000000001>, then ping <@&300000000000000001>\n> `!SERVER!`',
      },
    });
    const shown = preview();
    expect(within(shown).getByRole('heading', { level: 1 })).toHaveTextContent('Hi akari');
    expect(within(shown).getByText('Read').parentElement?.tagName).toBe('STRONG');
    expect(within(shown).getByText('#general')).toHaveClass('mention--channel');
    await waitFor(() => expect(within(shown).getByText('@Member')).toHaveAttribute('data-color', '#1abc9c'));
    expect(shown.querySelector('blockquote code')).toHaveTextContent('Star Lounge');
  });

  it('draws custom emoji from the configured CDN and timestamps in the reader’s language', async () => {
    await renderGreetings();
    fireEvent.change(message(), {
      target: { value: 'Hi <:wave:123456789012345678>, see you <t:1795350000:D>' },
    });
    expect(within(preview()).getByRole('img', { name: ':wave:' })).toHaveAttribute(
      'src',
      '/discord-emulator/cdn/emojis/123456789012345678.png',
    );
    expect(preview().querySelector('time')).toHaveTextContent(/^November 2[12], 2026$/);
  });

  it('shows the leave message when Leave is chosen, and marks the kind that has unsaved changes', async () => {
    await renderGreetings();
    fireEvent.change(message(), { target: { value: 'Hello' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Leave' }));
    expect(message()).toHaveValue('!NAME! has left !SERVER!.');
    expect(preview()).toHaveTextContent('akari has left Star Lounge.');
    expect(screen.getByRole('radio', { name: /Join/ }).closest('label')).toHaveTextContent(
      '(unsaved changes)',
    );
    expect(screen.getByRole('radio', { name: /Leave/ }).closest('label')).not.toHaveTextContent(
      '(unsaved changes)',
    );
  });

  it('draws the card style as an embed with the welcome title, server and member number', async () => {
    await renderGreetings();
    fireEvent.click(screen.getByRole('radio', { name: 'Card' }));
    const embed = within(preview()).getByRole('complementary', { name: 'Embed' });
    expect(embed).toHaveTextContent('Star Lounge');
    expect(embed).toHaveTextContent('Welcome!');
    expect(embed).toHaveTextContent('akari · Member #1234');
  });

  it('draws the image style as a welcome image with the avatar from the configured CDN', async () => {
    await renderGreetings();
    fireEvent.click(screen.getByRole('radio', { name: 'Image' }));
    const image = within(preview()).getByRole('img', { name: 'Welcome image for akari' });
    expect(image).toHaveTextContent('akari');
    expect(image).toHaveTextContent('Star Lounge · Member #1234');
    expect(image.querySelector('img')).toHaveAttribute(
      'src',
      '/discord-emulator/cdn/avatars/100000000000000001/abc.png',
    );
  });
});

describe('greetings form', () => {
  it('counts the characters against the 2000 limit', async () => {
    await renderGreetings();
    fireEvent.change(message(), { target: { value: 'Hello' } });
    expect(screen.getByText('5 / 2000 characters')).toBeInTheDocument();
    expect(message()).toHaveAttribute('maxLength', '2000');
  });

  it('offers text channels only in the channel picker', async () => {
    await renderGreetings();
    fireEvent.keyDown(screen.getByRole('combobox', { name: 'Channel' }), { key: 'ArrowDown' });
    const names = within(screen.getByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(names).toEqual([
      'general',
      'chat',
      expect.stringMatching(/^announcements/),
      expect.stringMatching(/^mod-log/),
    ]);
  });

  it('shows the variables table from the help button, and Escape hides it', async () => {
    await renderGreetings();
    const help = screen.getByRole('button', { name: 'Variables you can use' });
    fireEvent.click(help);
    const table = screen.getByRole('tooltip');
    expect(table).toBeVisible();
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((r) => r.textContent),
    ).toEqual(['!USER!', '!NAME!', '!SERVER!', '!MEMBERS!', '!RANDOM!']);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.getByRole('tooltip', { hidden: true })).not.toBeVisible();
  });

  it('saves both messages with the loaded version', async () => {
    await renderGreetings();
    fireEvent.click(screen.getByRole('radio', { name: 'Leave' }));
    fireEvent.change(message(), { target: { value: 'Bye !NAME!' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Card' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toEqual({ ...stored, leave: { message: 'Bye !NAME!', channel: null, style: 'card' } });
  });
});
