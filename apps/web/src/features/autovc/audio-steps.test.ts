import { describe, expect, it } from 'vitest';
import { canStep, stepAudio } from './audio-steps.ts';

describe('the audio stepper walks the bitrates the boost tier allows', () => {
  it('stops at 96 kbps without boosts and at 384 kbps at tier 3', () => {
    expect(stepAudio(96, 0, 1)).toBe(96);
    expect(canStep(96, 0, 1)).toBe(false);
    expect(stepAudio(96, 1, 1)).toBe(128);
    expect(stepAudio(128, 2, 1)).toBe(256);
    expect(stepAudio(256, 2, 1)).toBe(256);
    expect(stepAudio(256, 3, 1)).toBe(384);
  });

  it('steps down to 8 kbps and no lower', () => {
    expect(stepAudio(96, 2, -1)).toBe(64);
    expect(stepAudio(16, 0, -1)).toBe(8);
    expect(canStep(8, 0, -1)).toBe(false);
  });

  it('brings a value above the tier down to the highest allowed one', () => {
    expect(stepAudio(384, 1, -1)).toBe(128);
  });
});
