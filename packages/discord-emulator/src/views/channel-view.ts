import type { Channel } from '../seed/world.ts';

/** Channels are stored in API shape; only the emulator's own discriminator is dropped. */
export function channelView(channel: Channel) {
  const { kind: _kind, ...body } = channel;
  return body;
}
