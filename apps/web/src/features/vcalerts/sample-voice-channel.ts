import type { Channel } from '@hoshi/contracts';
import { CHANNEL_TYPES } from '@hoshi/contracts';

/** A voice channel whose calls are announced, to stand for !CHANNEL! in the preview. */
export const sampleVoiceChannel = (channels: readonly Channel[], exempt: readonly string[]): Channel | null =>
  channels.find((c) => c.type === CHANNEL_TYPES.voice && !exempt.includes(c.id)) ?? null;
