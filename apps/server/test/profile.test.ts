import {
  achievementsAnswer,
  cardsAnswer,
  clickmeAnswer,
  HIDDEN_ACHIEVEMENT,
  petsAnswer,
  type Pet,
} from '@hoshi/contracts';
import { beforeEach, describe, expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { achievementCounters, auditLog, profiles } from '@hoshi/db/schema';
import { DEMO_PROFILE } from '../src/db/seed-demo-profiles.ts';
import { ACHIEVEMENTS, CARDS, PETS } from '../src/profile/catalogue.ts';
import { describeApp, USERS, type Session } from './helpers.ts';

describeApp('profile', { seedDemo: true }, (test, the) => {
  beforeEach(async () => {
    await the.app.db.delete(auditLog);
    await the.app.db.delete(profiles);
    await the.app.db.delete(achievementCounters);
    await the.app.db.insert(profiles).values(DEMO_PROFILE);
  });

  const get = (path: string, who: Session = the.akari) =>
    the.app.inject({ url: `/api/users/${who.user.id}/${path}`, headers: who.headers });
  const clickme = (who: Session = the.akari, body: unknown = who.user) =>
    the.app.inject({
      method: 'POST',
      url: `/api/users/${who.user.id}/achievements/clickme`,
      headers: who.headers,
      payload: body as object,
    });
  const savePets = (payload: object, who: Session = the.akari) =>
    the.app.inject({
      method: 'POST',
      url: `/api/save/guilds/${who.user.id}/pets`,
      headers: who.headers,
      payload: { ...payload, token: who.token },
    });

  describe('achievements', () => {
    test('answers one flag per catalogue entry and the info keyed by index', async () => {
      const res = await get('achievements');
      expect(res.statusCode).toBe(200);
      const body = achievementsAnswer.parse(res.json());
      expect(body.achievements).toHaveLength(ACHIEVEMENTS.length);
      expect(body.achievements.slice(0, 13)).toBe('1111111111110');
      expect(body.info[0]).toEqual(ACHIEVEMENTS[0]);
      expect(body.info[12]?.name.ja).toBe(ACHIEVEMENTS[12]?.name.ja);
    });

    test('keeps the hidden achievement’s info back until it is found', async () => {
      const body = achievementsAnswer.parse((await get('achievements')).json());
      expect(body.achievements[HIDDEN_ACHIEVEMENT]).toBe('0');
      expect(body.info).not.toHaveProperty(String(HIDDEN_ACHIEVEMENT));
      expect(body.info).toHaveProperty(String(HIDDEN_ACHIEVEMENT + 1));
      expect(Object.keys(body.info)).toHaveLength(ACHIEVEMENTS.length - 1);
    });

    test('clickme clears 47 once, answers entries 47 and 48, and the next read shows it', async () => {
      const res = await clickme();
      expect(res.statusCode).toBe(200);
      const body = clickmeAnswer.parse(res.json());
      expect(body.achievements[HIDDEN_ACHIEVEMENT]).toBe('1');
      expect(body.info[HIDDEN_ACHIEVEMENT]).toEqual(ACHIEVEMENTS[HIDDEN_ACHIEVEMENT]);
      expect(body.info[HIDDEN_ACHIEVEMENT + 1]).toEqual(ACHIEVEMENTS[HIDDEN_ACHIEVEMENT + 1]);
      // Nothing else changed.
      const before = DEMO_PROFILE.achievements;
      expect(body.achievements.replace(/./g, (f, i: number) => (i === HIDDEN_ACHIEVEMENT ? '0' : f))).toBe(
        before,
      );
      const again = achievementsAnswer.parse((await get('achievements')).json());
      expect(again.achievements).toBe(body.achievements);
      expect(again.info[HIDDEN_ACHIEVEMENT]).toEqual(ACHIEVEMENTS[HIDDEN_ACHIEVEMENT]);
      expect((await clickme()).json().achievements).toBe(body.achievements);
    });

    test('clickme works for a member the bot has not met (no profile yet)', async () => {
      const first = achievementsAnswer.parse((await get('achievements', the.mika)).json());
      expect(first.achievements).toBe('0'.repeat(ACHIEVEMENTS.length));
      const res = await clickme(the.mika);
      expect(res.statusCode).toBe(200);
      expect(res.json().achievements).toBe(
        '0'.repeat(HIDDEN_ACHIEVEMENT) + '1' + '0'.repeat(ACHIEVEMENTS.length - HIDDEN_ACHIEVEMENT - 1),
      );
    });

    test('clickme takes only the caller’s own user object', async () => {
      expect((await clickme(the.akari, { ...the.akari.user, id: USERS.mika })).statusCode).toBe(400);
      expect((await clickme(the.akari, { token: the.akari.token })).statusCode).toBe(400);
      const body = achievementsAnswer.parse((await get('achievements')).json());
      expect(body.achievements[HIDDEN_ACHIEVEMENT]).toBe('0');
    });

    test('reads stored flags of another length as the catalogue’s: missing ones not earned, extra ones cut', async () => {
      await the.app.db.update(profiles).set({ achievements: '1x1', cards: '1'.repeat(CARDS.length + 9) });
      const body = achievementsAnswer.parse((await get('achievements')).json());
      expect(body.achievements).toBe('101' + '0'.repeat(ACHIEVEMENTS.length - 3));
      expect(cardsAnswer.parse((await get('cards')).json()).cards).toBe('1'.repeat(CARDS.length));
    });
  });

  describe('progress (docs/product.md#achievements)', () => {
    const index = (id: string) => ACHIEVEMENTS.findIndex((entry) => entry.id === id);

    test('shows a counting achievement not yet cleared as the member’s count and its goal', async () => {
      await the.app.db.insert(achievementCounters).values([
        { userId: the.mika.user.id, counter: 'messages', value: 340 },
        { userId: the.mika.user.id, counter: 'streak', value: 5 },
      ]);
      const body = achievementsAnswer.parse((await get('achievements', the.mika)).json());
      expect(body.progress[index('messages-1000')]).toEqual({ value: 340, target: 1000 });
      expect(body.progress[index('messages-100')]).toEqual({ value: 100, target: 100 });
      expect(body.progress[index('streak-7')]).toEqual({ value: 5, target: 7 });
      // One-step achievements have no progress to show.
      expect(body.progress[index('hello-stars')]).toBeUndefined();
    });

    test('leaves the cleared achievements out', async () => {
      const body = achievementsAnswer.parse((await get('achievements')).json());
      for (const key of Object.keys(body.progress)) expect(body.achievements[Number(key)]).toBe('0');
    });

    test('clears the stargazer only when the member comes back a later day after the hidden star', async () => {
      expect((await clickme()).statusCode).toBe(200);
      const sameDay = achievementsAnswer.parse((await get('achievements')).json());
      expect(sameDay.achievements[HIDDEN_ACHIEVEMENT + 1]).toBe('0');
      await the.app.db
        .update(achievementCounters)
        .set({ value: Math.floor(Date.now() / 86_400_000) - 1 })
        .where(eq(achievementCounters.counter, 'hidden-star-day'));
      const nextDay = achievementsAnswer.parse((await get('achievements')).json());
      expect(nextDay.achievements[HIDDEN_ACHIEVEMENT + 1]).toBe('1');
    });
  });

  describe('the Starshooter post (docs/product.md#api-calls)', () => {
    const ace = ACHIEVEMENTS.findIndex((entry) => entry.id === 'shooter-350');
    const post = (payload: object) =>
      the.app.inject({
        method: 'POST',
        url: `/api/users/${the.akari.user.id}/achievements/starshooter`,
        headers: the.akari.headers,
        payload,
      });

    test('clears the Starshooter ace at 350 or more, not below', async () => {
      expect(ace).toBeGreaterThanOrEqual(0);
      const below = await post({ game: 'starshooter', score: 349 });
      expect(below.statusCode).toBe(200);
      expect(below.json().achievements[ace]).toBe('0');
      const at = await post({ game: 'starshooter', score: 350 });
      expect(at.json().achievements[ace]).toBe('1');
      expect(achievementsAnswer.parse((await get('achievements')).json()).achievements[ace]).toBe('1');
    });

    test('counts the game played and its score toward the other Starshooter achievements', async () => {
      const first = ACHIEVEMENTS.findIndex((entry) => entry.id === 'shooter-first');
      const hundred = ACHIEVEMENTS.findIndex((entry) => entry.id === 'shooter-100');
      const body = (await post({ game: 'starshooter', score: 120 })).json();
      expect(body.achievements[first]).toBe('1');
      expect(body.achievements[hundred]).toBe('0');
      expect(body.achievements[ace]).toBe('0');
      await post({ game: 'starshooter', score: 400 });
      const second = (await post({ game: 'starshooter', score: 350 })).json();
      expect(second.achievements[hundred]).toBe('1');
    });

    test('counts a game of 350 or more toward the aces, once per post; its score toward 1,000', async () => {
      const at = (id: string) => ACHIEVEMENTS.findIndex((entry) => entry.id === id);
      await post({ game: 'starshooter', score: 349 });
      await post({ game: 'starshooter', score: 350 });
      const body = (await post({ game: 'starshooter', score: 1_000 })).json();
      expect(body.achievements[at('shooter-1000')]).toBe('1');
      expect(body.achievements[at('shooter-2000')]).toBe('0');
      const page = achievementsAnswer.parse((await get('achievements')).json());
      expect(page.progress[at('shooter-aces-5')]).toEqual({ value: 2, target: 5 });
      expect(page.progress[at('shooter-aces-50')]).toEqual({ value: 2, target: 50 });
    });

    test('refuses another game or a score that is not a whole number of points', async () => {
      for (const payload of [
        { game: 'whack', score: 500 },
        { game: 'starshooter', score: 350.5 },
        { game: 'starshooter', score: -1 },
        { game: 'starshooter' },
      ])
        expect((await post(payload)).statusCode, JSON.stringify(payload)).toBe(400);
      expect(achievementsAnswer.parse((await get('achievements')).json()).achievements[ace]).toBe('0');
    });
  });

  describe('cards', () => {
    test('answers the held flags and every card’s rank and stars', async () => {
      const body = cardsAnswer.parse((await get('cards')).json());
      expect([...body.cards].flatMap((f, i) => (f === '1' ? [i] : []))).toEqual([0, 1, 2, 5, 8, 13, 21, 34]);
      expect(Object.keys(body.info)).toHaveLength(CARDS.length);
      expect(body.info[0]).toEqual(CARDS[0]);
    });
  });

  describe('pets', () => {
    const seeded = DEMO_PROFILE.pets as Pet[];

    test('answers the pets, the info of every kind (the page names those still to meet), and how many kinds there are', async () => {
      const body = petsAnswer.parse((await get('pets')).json());
      expect(body.pets).toEqual(seeded);
      expect(Object.keys(body.info).sort()).toEqual(Object.keys(PETS).sort());
      expect(body.info['moon-rabbit']).toEqual(PETS['moon-rabbit']);
      expect(body.count).toBe(Object.keys(PETS).length);
      expect(body.version).toBe(0);
    });

    test('saves nicknames and the active pet, answers the saved list with the next version', async () => {
      const pets = seeded.map((p) => ({ ...p, active: p.id === 'star-owl', nickname: p.nickname || 'ほし' }));
      const res = await savePets({ version: 0, pets });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: { version: 1, pets } });
      const read = petsAnswer.parse((await get('pets')).json());
      expect(read.pets).toEqual(pets);
      expect(read.version).toBe(1);
      // Like every save, one audit row: who, before and after.
      const rows = await the.app.db.select().from(auditLog).where(eq(auditLog.action, 'save:pets'));
      expect(rows.at(-1)).toMatchObject({
        guildId: USERS.akari,
        userId: USERS.akari,
        before: { version: 0, pets: seeded },
        after: { version: 1, pets },
      });
    });

    test('answers 409 with the current list to a save from an older version, writing nothing', async () => {
      await savePets({ version: 0, pets: seeded.map((p) => ({ ...p, nickname: 'first' })) });
      const res = await savePets({ version: 0, pets: seeded.map((p) => ({ ...p, nickname: 'second' })) });
      expect(res.statusCode).toBe(409);
      expect(res.json().current.version).toBe(1);
      expect(res.json().current.pets.map((p: Pet) => p.nickname)).toEqual([
        'first',
        'first',
        'first',
        'first',
      ]);
    });

    test.each([
      [
        'a pet not held',
        [...seeded, { id: 'comet-fox', active: false, level: 1, nickname: '' }],
        'pets.4.id',
      ],
      ['a kind unknown', [{ ...seeded[0]!, id: 'space-whale' }, ...seeded.slice(1)], 'pets.0.id'],
      ['a pet left out', seeded.slice(1), 'pets'],
      ['a level raised', [{ ...seeded[0]!, level: 99 }, ...seeded.slice(1)], 'pets.0.level'],
      ['two active', seeded.map((p) => ({ ...p, active: true })), 'pets'],
      [
        'a nickname too long',
        [{ ...seeded[0]!, nickname: 'x'.repeat(33) }, ...seeded.slice(1)],
        'pets.0.nickname',
      ],
    ])('refuses %s with 400 naming the field, writing nothing', async (_, pets, path) => {
      const res = await savePets({ version: 0, pets });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.issues.map((i: { path: string }) => i.path)).toContain(path);
      expect(petsAnswer.parse((await get('pets')).json())).toMatchObject({ version: 0, pets: seeded });
      expect(await the.app.db.select().from(auditLog).where(eq(auditLog.action, 'save:pets'))).toHaveLength(
        0,
      );
    });

    test('leaves out stored pets that are malformed or of a retired kind, and keeps one active', async () => {
      await the.app.db.update(profiles).set({
        pets: [
          { id: 'moon-rabbit', active: true, level: 2, nickname: '' },
          { id: 'old-dragon', active: false, level: 5, nickname: '' },
          { id: 'comet-fox', active: true, level: 3, nickname: '' },
          { id: 'star-owl', level: 'high' },
          'not a pet',
        ],
      });
      const body = petsAnswer.parse((await get('pets')).json());
      expect(body.pets).toEqual([
        { id: 'moon-rabbit', active: true, level: 2, nickname: '' },
        { id: 'comet-fox', active: false, level: 3, nickname: '' },
      ]);
    });
  });
});
