import { STORAGE_KEYS } from '@hoshi/contracts';
import { readStorage, writeStorage } from '../../../lib/storage.ts';

export type Sound =
  | 'shot'
  | 'hit'
  | 'partDown'
  | 'bossIn'
  | 'bossDown'
  | 'playerHit'
  | 'powerUp'
  | 'curse'
  | 'safe'
  | 'gameOver';

/** Shared with Starshooter: one switch silences both canvas games. */
export const readMuted = () => readStorage(STORAGE_KEYS.gameSoundMuted) === 'true';
export const writeMuted = (muted: boolean) => writeStorage(STORAGE_KEYS.gameSoundMuted, String(muted));

/** Each sound as a few notes: wave, start and end frequency (Hz), length (s), volume, delay (s). */
const NOTES: Record<Sound, [OscillatorType, number, number, number, number, number][]> = {
  shot: [['square', 1400, 900, 0.04, 0.018, 0]],
  hit: [['triangle', 420, 260, 0.05, 0.05, 0]],
  partDown: [['sawtooth', 300, 80, 0.25, 0.08, 0]],
  bossIn: [
    ['sawtooth', 110, 110, 0.3, 0.07, 0],
    ['sawtooth', 147, 147, 0.4, 0.07, 0.3],
  ],
  bossDown: [
    ['sawtooth', 500, 40, 0.9, 0.12, 0],
    ['square', 880, 1320, 0.15, 0.05, 0.6],
    ['square', 1320, 1760, 0.2, 0.05, 0.75],
  ],
  playerHit: [['square', 180, 60, 0.3, 0.12, 0]],
  powerUp: [
    ['triangle', 660, 660, 0.08, 0.08, 0],
    ['triangle', 880, 880, 0.08, 0.08, 0.08],
    ['triangle', 1320, 1320, 0.12, 0.08, 0.16],
  ],
  curse: [
    ['sawtooth', 400, 300, 0.15, 0.06, 0],
    ['sawtooth', 300, 200, 0.25, 0.06, 0.15],
  ],
  safe: [
    ['sine', 1046, 1046, 0.12, 0.09, 0],
    ['sine', 1568, 1568, 0.2, 0.09, 0.1],
  ],
  gameOver: [
    ['triangle', 440, 220, 0.4, 0.1, 0],
    ['triangle', 330, 110, 0.7, 0.1, 0.4],
  ],
};

/**
 * Sound effects made on the spot with Web Audio. The context is created on the first press of
 * Start (browsers only allow audio after a gesture); without Web Audio the game is silent.
 */
export function createSounds() {
  let context: AudioContext | null = null;
  let muted = readMuted();
  return {
    unlock() {
      if (context || typeof AudioContext === 'undefined') return;
      context = new AudioContext();
    },
    get muted() {
      return muted;
    },
    setMuted(next: boolean) {
      muted = next;
      writeMuted(next);
    },
    play(sound: Sound) {
      if (muted || !context) return;
      const now = context.currentTime;
      for (const [wave, from, to, length, volume, delay] of NOTES[sound]) {
        const osc = context.createOscillator();
        const gain = context.createGain();
        osc.type = wave;
        osc.frequency.setValueAtTime(from, now + delay);
        osc.frequency.exponentialRampToValueAtTime(to, now + delay + length);
        gain.gain.setValueAtTime(volume, now + delay);
        gain.gain.exponentialRampToValueAtTime(0.0001, now + delay + length);
        osc.connect(gain).connect(context.destination);
        osc.start(now + delay);
        osc.stop(now + delay + length + 0.02);
      }
    },
    close() {
      void context?.close();
      context = null;
    },
  };
}

export type Sounds = ReturnType<typeof createSounds>;
