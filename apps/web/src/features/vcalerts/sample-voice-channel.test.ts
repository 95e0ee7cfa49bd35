import { describe, expect, it } from 'vitest';
import type { Channel } from '@hoshi/contracts';
import { sampleVoiceChannel } from './sample-voice-channel.ts';

const voice = (id: string): Channel => ({
  id,
  name: `vc-${id}`,
  type: 2,
  parentId: null,
  position: 0,
  bot: { view: true, send: true },
});

describe('the voice channel the alert preview shows', () => {
  it('is one that is not exempt, or none when all are', () => {
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
