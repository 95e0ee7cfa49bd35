import { describe, expect, it } from 'vitest';
import { settings } from '../core/fixtures.ts';
import { SettingsFeed, type LoadedSettings } from './settings-feed.ts';

const loaded = (message: string): LoadedSettings => {
  const read = settings();
  return {
    settings: { ...read, greetings: { ...read.greetings, join: { ...read.greetings.join, message } } },
    lang: 'en',
  };
};

describe('the settings feed', () => {
  it('reads a guild once, then again only after a notification for it', async () => {
    let reads = 0;
    const feed = new SettingsFeed(async () => loaded(`v${++reads}`));
    expect((await feed.get('g1')).settings.greetings.join.message).toBe('v1');
    expect((await feed.get('g1')).settings.greetings.join.message).toBe('v1');
    feed.notified(JSON.stringify({ guildId: 'g2', action: 'save:greetings' }));
    expect((await feed.get('g1')).settings.greetings.join.message).toBe('v1');
    feed.notified(JSON.stringify({ guildId: 'g1', action: 'save:greetings' }));
    expect((await feed.get('g1')).settings.greetings.join.message).toBe('v2');
  });

  it('never hands out a read that started before the latest notification', async () => {
    const pending: ((value: LoadedSettings) => void)[] = [];
    const feed = new SettingsFeed(() => new Promise((resolve) => pending.push(resolve)));
    const first = feed.get('g1');
    feed.notified(JSON.stringify({ guildId: 'g1' }));
    const second = feed.get('g1');
    pending.shift()?.(loaded('old'));
    await Promise.resolve();
    // The old read was dropped; a fresh one is on its way, and both callers get the fresh one.
    await new Promise((resolve) => setTimeout(resolve, 0));
    for (const resolve of pending.splice(0)) resolve(loaded('new'));
    expect((await first).settings.greetings.join.message).toBe('new');
    expect((await second).settings.greetings.join.message).toBe('new');
  });

  it('reads every guild again after the notification connection was lost', async () => {
    let reads = 0;
    const feed = new SettingsFeed(async () => loaded(`v${++reads}`));
    await feed.get('g1');
    feed.notified(null);
    expect((await feed.get('g1')).settings.greetings.join.message).toBe('v2');
  });
});
