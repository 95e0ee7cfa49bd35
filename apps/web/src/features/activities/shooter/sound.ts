import { STORAGE_KEYS } from '@hoshi/contracts';
import { readStorage, writeStorage } from '../../../lib/storage.ts';
import { CURSES } from './core/constants.ts';
import type { ShooterEvent } from './core/types.ts';

/** The shortest time between two sounds of one kind. */
const MIN_GAP_MS = 60;

export function readMuted(): boolean {
  return readStorage(STORAGE_KEYS.shooterMuted) === 'true';
}

export function storeMuted(muted: boolean): void {
  writeStorage(STORAGE_KEYS.shooterMuted, String(muted));
}

/**
 * Sound effects made with Web Audio: short oscillator sweeps and a noise burst, no files. The
 * context is made on the first sound, which always follows a key or a tap (browsers let a
 * page play sound only after one).
 */
export class ShooterSound {
  private context: AudioContext | null = null;
  private noise: AudioBuffer | null = null;
  /** When each kind of sound last started: a volley of hits in one frame is one sound, not fifty. */
  private lastPlayed = new Map<ShooterEvent['type'], number>();
  muted = readMuted();

  private ready(): AudioContext | null {
    if (this.muted || typeof AudioContext === 'undefined') return null;
    this.context ??= new AudioContext();
    if (this.context.state === 'suspended') void this.context.resume();
    return this.context;
  }

  private sweep(
    from: number,
    to: number,
    ms: number,
    type: OscillatorType,
    volume: number,
    delayMs = 0,
  ): void {
    const ctx = this.ready();
    if (!ctx) return;
    const start = ctx.currentTime + delayMs / 1000;
    const end = start + ms / 1000;
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.type = type;
    osc.frequency.setValueAtTime(from, start);
    osc.frequency.exponentialRampToValueAtTime(to, end);
    gain.gain.setValueAtTime(volume, start);
    gain.gain.exponentialRampToValueAtTime(0.0001, end);
    osc.connect(gain).connect(ctx.destination);
    osc.start(start);
    osc.stop(end);
  }

  private burst(ms: number, volume: number): void {
    const ctx = this.ready();
    if (!ctx) return;
    if (!this.noise) {
      this.noise = ctx.createBuffer(1, ctx.sampleRate, ctx.sampleRate);
      const data = this.noise.getChannelData(0);
      for (let i = 0; i < data.length; i++) data[i] = Math.random() * 2 - 1;
    }
    const source = ctx.createBufferSource();
    const gain = ctx.createGain();
    source.buffer = this.noise;
    gain.gain.setValueAtTime(volume, ctx.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.0001, ctx.currentTime + ms / 1000);
    source.connect(gain).connect(ctx.destination);
    source.start();
    source.stop(ctx.currentTime + ms / 1000);
  }

  play(event: ShooterEvent): void {
    if (this.muted) return;
    const now = performance.now();
    if (now - (this.lastPlayed.get(event.type) ?? -Infinity) < MIN_GAP_MS) return;
    this.lastPlayed.set(event.type, now);
    switch (event.type) {
      case 'shoot':
        return this.sweep(900, 420, 70, 'square', 0.03);
      case 'letter':
        return this.sweep(660, 990, 90, 'triangle', 0.12);
      case 'wrong':
        return this.sweep(220, 110, 220, 'sawtooth', 0.08);
      case 'word':
      case 'bossBonus':
        [523, 659, 784, 1047].forEach((f, i) => this.sweep(f, f, 110, 'triangle', 0.1, i * 80));
        return;
      case 'hurt':
        this.burst(260, 0.25);
        return this.sweep(160, 60, 260, 'square', 0.08);
      case 'blocked':
        return this.sweep(500, 900, 150, 'sine', 0.12);
      case 'powerUp':
        return CURSES.has(event.applied)
          ? this.sweep(420, 180, 300, 'sawtooth', 0.07)
          : this.sweep(520, 1100, 220, 'sine', 0.12);
      case 'bossStart':
        return this.sweep(110, 220, 700, 'sawtooth', 0.08);
      case 'bossHit':
        return this.burst(40, 0.05);
      case 'bossDown':
        return this.burst(600, 0.3);
      case 'over':
        return this.sweep(440, 90, 1000, 'triangle', 0.14);
      case 'pause':
      case 'resume':
        return this.sweep(700, 700, 60, 'sine', 0.06);
      default:
        return;
    }
  }

  setMuted(muted: boolean): void {
    this.muted = muted;
    storeMuted(muted);
    if (muted) void this.context?.suspend();
  }
}
