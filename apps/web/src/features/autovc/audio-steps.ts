import { bitratesForTier } from '@hoshi/contracts';

/**
 * docs/product.md#auto-voice-channels: audio quality is a stepper through the allowed bitrates (docs/product.md#auto-voice-channels: up to the
 * boost tier's limit). A value outside the list (an entry saved under a higher tier) steps to
 * the nearest allowed one in that direction.
 */
export function stepAudio(current: number, tier: number, direction: 1 | -1): number {
  const steps = bitratesForTier(tier);
  const next =
    direction === 1 ? steps.find((b) => b > current) : [...steps].reverse().find((b) => b < current);
  return next ?? (direction === 1 ? (steps.at(-1) ?? current) : (steps[0] ?? current));
}

export const canStep = (current: number, tier: number, direction: 1 | -1) =>
  stepAudio(current, tier, direction) !== current;
