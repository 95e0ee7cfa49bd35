import { describe, expect, it } from 'vitest';
import type { Channel } from '@hoshi/contracts';
import { fillAlert, sampleVoiceChannel } from './alert-message.ts';

const member = { id: '100000000000000001', username: 'akari' };
const voice = (id: string): Channel => ({
  id,
  name: `vc-${id}`,
  type: 2,
  parentId: null,
  position: 0,
  bot: { view: true, send: true },
});

describe('the VC alert', () => {
  it('mentions the role first, then fills the variables', () => {
    expect(
      fillAlert('!USER! (!NAME!) is in !CHANNEL! on !SERVER!', '500000000000001005', {
        member,
        server: 'Star Lounge',
        voice: { id: '400000000000001010' },
      }),
    ).toBe('<@&500000000000001005> <@100000000000000001> (akari) is in <#400000000000001010> on Star Lounge');
  });

  it('has no mention without a role, and keeps !CHANNEL! when there is no voice channel', () => {
    expect(fillAlert('in !CHANNEL!', null, { member, server: 'S', voice: null })).toBe('in !CHANNEL!');
  });

  it('shows a voice channel that is not exempt', () => {
    const channels = [voice('400000000000000001'), voice('400000000000000002')];
    expect(sampleVoiceChannel(channels, ['400000000000000001'])?.id).toBe('400000000000000002');
    expect(
      sampleVoiceChannel(
        channels,
        channels.map((c) => c.id),
      ),
    ).toBeNull();
  });
});
