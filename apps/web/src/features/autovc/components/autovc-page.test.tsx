import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AutovcCreate, AutovcEntry } from '@hoshi/contracts';
import { http } from '../../../lib/http.ts';
import { sessionStore } from '../../../lib/session/session-store.ts';
import { pathOf, stubAdapter, type StubReply } from '../../../testing/axios-stub.ts';
import { GUILD_ID, channels, publicConfig } from '../../../testing/fixtures.ts';
import { renderAt } from '../../../testing/render.tsx';
import { AutovcPage } from './autovc-page.tsx';

const NEW_CHANNEL = '400000000000000099';
const originalAdapter = http.defaults.adapter;
let creates: AutovcCreate[];
let createReply: (body: AutovcCreate) => StubReply;

beforeEach(() => {
  creates = [];
  createReply = (body) => ({
    status: 200,
    data: {
      data: {
        id: NEW_CHANNEL,
        version: 1,
        name: body.name,
        type: 2,
        category: body.category,
        roomName: body.roomName,
        limit: body.limit,
        audio: body.audio,
        position: body.position,
      } satisfies AutovcEntry,
    },
  });
  sessionStore.set({ accessToken: 'tok' });
  http.defaults.adapter = stubAdapter((config) => {
    const path = pathOf(config);
    if (path === '/config') return { status: 200, data: publicConfig };
    if (path === `/guilds/${GUILD_ID}/channels`) return { status: 200, data: channels };
    if (path === `/guilds/${GUILD_ID}/info/autovc`)
      return {
        status: 200,
        data: { id: GUILD_ID, name: 'Star Lounge', icon: null, settings: {}, boostTier: 1 },
      };
    const { token: _token, ...body } = JSON.parse(String(config.data)) as AutovcCreate & { token: string };
    creates.push(body);
    return createReply(body);
  });
});

afterEach(() => {
  http.defaults.adapter = originalAdapter;
  sessionStore.reset();
});

async function renderAutovc() {
  renderAt(`/dashboard/servers/${GUILD_ID}/autovc`, <AutovcPage id={GUILD_ID} />);
  return within(await screen.findByRole('tabpanel', { name: 'Create' }));
}

describe('auto voice channels', () => {
  it('steps the audio through the bitrates of the boost tier only (tier 1: up to 128 kbps)', async () => {
    const create = await renderAutovc();
    const up = create.getByRole('button', { name: 'Higher audio quality' });
    fireEvent.click(up);
    expect(create.getByText('128 kbps')).toBeInTheDocument();
    expect(up).toBeDisabled();
    const down = create.getByRole('button', { name: 'Lower audio quality' });
    for (let i = 0; i < 8; i++) fireEvent.click(down);
    expect(create.getByText('8 kbps')).toBeInTheDocument();
    expect(down).toBeDisabled();
  });

  it('clamps the user limit to 0–99 and marks the tab as unsaved', async () => {
    const create = await renderAutovc();
    const limit = create.getByRole('spinbutton', { name: 'User limit' });
    fireEvent.change(limit, { target: { value: '150' } });
    expect(limit).toHaveValue(99);
    expect(screen.getByRole('tab', { name: /Create/ })).toHaveTextContent('(unsaved changes)');
  });

  it('creates a new channel, lists the entry by the returned id and starts the form over', async () => {
    const create = await renderAutovc();
    fireEvent.change(create.getByLabelText('New channel name'), { target: { value: 'Study Rooms' } });
    fireEvent.change(create.getByLabelText('Room name'), { target: { value: '!USER! studies' } });
    fireEvent.click(create.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(create.getByLabelText('Room name')).toHaveValue("!USER!'s room"));
    expect(creates).toEqual([
      expect.objectContaining({ channel: null, name: 'Study Rooms', roomName: '!USER! studies' }),
    ]);
    fireEvent.click(screen.getByRole('tab', { name: 'Edit' }));
    expect(screen.getByText('1 channel is set up.')).toBeInTheDocument();
  });

  it('keeps the form and names the refused field when the server says no', async () => {
    createReply = () => ({
      status: 400,
      data: {
        error: {
          code: 'invalid_request',
          message: 'Invalid audio',
          issues: [{ path: 'audio', code: 'one_of', params: { allowed: [8, 16] }, message: 'x' }],
        },
      },
    });
    const create = await renderAutovc();
    fireEvent.change(create.getByLabelText('New channel name'), { target: { value: 'Loud' } });
    fireEvent.click(create.getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Audio quality must be one of: 8 or 16');
    expect(create.getByLabelText('New channel name')).toHaveValue('Loud');
  });
});
