import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AUTOVC_CREATE_DEFAULTS, CHANNEL_TYPES, type AutovcEntry, type Channel } from '@hoshi/contracts';
import { DEMO } from '@hoshi/discord-emulator';
import { sessionStore } from '../../../lib/session/session-store.ts';
import { realServerPerFile } from '../../../testing/real-server.ts';
import { renderAt } from '../../../testing/render.tsx';
import { AutovcPage } from './autovc-page.tsx';

// Star Lounge is boost tier 2 in the emulator's world: bitrates up to 256 kbps.
const GUILD = DEMO.guilds.A;
const server = realServerPerFile();
let user: ReturnType<typeof userEvent.setup>;

interface AutovcAnswer {
  boostTier: number;
  settings: Record<string, AutovcEntry>;
}
const entries = async () => (await server().get<AutovcAnswer>(`/api/guilds/${GUILD}/info/autovc`)).settings;
const setUpHint = (n: number) => (n === 1 ? '1 channel is set up.' : `${n} channels are set up.`);

beforeEach(async () => {
  user = userEvent.setup();
  await server().signInAs(DEMO.users.akari);
  server().requests.length = 0;
});

afterEach(() => {
  sessionStore.reset();
});

async function renderAutovc() {
  renderAt(`/dashboard/servers/${GUILD}/autovc`, <AutovcPage id={GUILD} />);
  return within(await screen.findByRole('tabpanel', { name: 'Create' }));
}

describe('auto voice channels', () => {
  it('steps the audio through the bitrates of the boost tier only (tier 2: up to 256 kbps)', async () => {
    expect((await server().get<AutovcAnswer>(`/api/guilds/${GUILD}/info/autovc`)).boostTier).toBe(2);
    const create = await renderAutovc();
    expect(create.getByText('96 kbps')).toBeInTheDocument();
    const up = create.getByRole('button', { name: 'Higher audio quality' });
    await user.click(up);
    expect(create.getByText('128 kbps')).toBeInTheDocument();
    await user.click(up);
    expect(create.getByText('256 kbps')).toBeInTheDocument();
    // 384 kbps is tier 3's.
    expect(up).toBeDisabled();
    const down = create.getByRole('button', { name: 'Lower audio quality' });
    for (const kbps of [128, 96, 64, 32, 16, 8]) {
      await user.click(down);
      expect(create.getByText(`${kbps} kbps`)).toBeInTheDocument();
    }
    expect(down).toBeDisabled();
  });

  it('clamps the user limit to 0–99 and marks the tab as unsaved', async () => {
    const create = await renderAutovc();
    expect(screen.getByRole('tab', { name: /Create/ })).not.toHaveTextContent('(unsaved changes)');
    const limit = create.getByRole('spinbutton', { name: 'User limit' });
    await user.clear(limit);
    await user.type(limit, '150');
    expect(limit).toHaveValue('99');
    expect(screen.getByRole('tab', { name: /Create/ })).toHaveTextContent('(unsaved changes)');
  });

  it('creates a new channel, lists the entry by the returned id and starts the form over', async () => {
    const before = await entries();
    const create = await renderAutovc();
    await user.type(create.getByLabelText('New channel name'), 'Study Rooms');
    const room = create.getByLabelText('Room name');
    await user.clear(room);
    await user.type(room, '!USER! studies');
    await user.click(create.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(create.getByLabelText('Room name')).toHaveValue("!USER!'s room"));
    expect(create.getByLabelText('New channel name')).toHaveValue('');

    // The server kept one new entry, keyed by the voice channel it created in Discord.
    const after = await entries();
    const added = Object.values(after).filter((e) => !Object.hasOwn(before, e.id));
    expect(added).toEqual([
      expect.objectContaining({ name: 'Study Rooms', roomName: '!USER! studies', audio: 96, limit: 0 }),
    ]);
    const channels = await server().get<Channel[]>(`/api/guilds/${GUILD}/channels`);
    expect(channels).toContainEqual(
      expect.objectContaining({ id: added[0]?.id, name: 'Study Rooms', type: CHANNEL_TYPES.voice }),
    );

    await user.click(screen.getByRole('tab', { name: 'Edit' }));
    expect(screen.getByText(setUpHint(Object.keys(after).length))).toBeInTheDocument();
  });

  it('keeps the form and names the refused field when the server says no', async () => {
    const before = await entries();
    const create = await renderAutovc();
    // No channel picked and no name for the one Hoshi would create: the server refuses.
    const room = create.getByLabelText('Room name');
    await user.clear(room);
    await user.type(room, 'Quiet corner');
    await user.click(create.getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('New channel name is required');
    expect(server().requests).toContain(`POST /api/save/guilds/${GUILD}/autovc`);
    expect(create.getByLabelText('Room name')).toHaveValue('Quiet corner');
    expect(screen.getByRole('tab', { name: /Create/ })).toHaveTextContent('(unsaved changes)');
    expect(await entries()).toEqual(before);
  });

  it('deletes an entry after a confirmation; the voice channel stays in Discord', async () => {
    // The lounge becomes an entry first, through the real create route.
    const token = sessionStore.get().accessToken ?? '';
    const made = await server().app.inject({
      method: 'POST',
      url: `/api/save/guilds/${GUILD}/autovc`,
      headers: { authorization: `Bearer ${token}` },
      payload: { ...AUTOVC_CREATE_DEFAULTS, channel: DEMO.channels.loungeVoiceA, token },
    });
    expect(made.statusCode).toBe(200);
    const entry = made.json<{ data: AutovcEntry }>().data;
    const before = await entries();
    await renderAutovc();
    await user.click(screen.getByRole('tab', { name: 'Edit' }));
    const edit = within(screen.getByRole('tabpanel', { name: 'Edit' }));
    await user.click(edit.getByRole('combobox', { name: 'Configured channel' }));
    await user.click(screen.getByRole('option', { name: new RegExp(`^${entry.name}`) }));
    await user.click(edit.getByRole('button', { name: 'Delete entry' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this auto voice channel?' });
    expect(dialog).toHaveTextContent(`Hoshi stops making rooms from ${entry.name}.`);
    await user.click(within(dialog).getByRole('button', { name: 'Delete entry' }));
    await waitFor(async () => expect(Object.keys(await entries())).not.toContain(entry.id));
    expect(server().requests).toContain(`DELETE /api/guilds/${GUILD}/info/autovc/${entry.id}`);
    expect(await screen.findByText(setUpHint(Object.keys(before).length - 1))).toBeInTheDocument();
    const channels = await server().get<Channel[]>(`/api/guilds/${GUILD}/channels`);
    expect(channels.map((c) => c.id)).toContain(entry.id);
  });
});
