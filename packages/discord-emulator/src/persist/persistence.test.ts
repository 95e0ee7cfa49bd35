import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { DEMO } from '../index.ts';
import {
  API,
  BOT_AUTH,
  PREFIX,
  REDIRECT_URI,
  bearer,
  clientFields,
  form,
  makeEmulator,
  postToken,
  redirectParams,
  signIn,
  submitAuthorize,
} from '../../test/emulator-harness.ts';
import { STATE_FORMAT } from './state-format.ts';

let dir: string;
let path: string;
const open: FastifyInstance[] = [];

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'discord-emulator-state-'));
  path = join(dir, 'nested', 'emulator-state.json');
});
afterEach(async () => {
  await Promise.all(open.splice(0).map((a) => a.close()));
  await rm(dir, { recursive: true, force: true });
});

/** A fresh emulator on the shared file, as after a server restart; null: without persistPath. */
async function start(persistPath: string | null = path): Promise<FastifyInstance> {
  const app = makeEmulator(persistPath === null ? {} : { persistPath });
  open.push(app);
  await app.ready();
  return app;
}

async function restart(app: FastifyInstance): Promise<FastifyInstance> {
  await app.close();
  return start();
}

const me = (app: FastifyInstance, accessToken: string) =>
  app.inject({ url: `${API}/users/@me`, headers: { authorization: `Bearer ${accessToken}` } });

const refresh = (app: FastifyInstance, refreshToken: string) =>
  postToken(app, { ...clientFields(), grant_type: 'refresh_token', refresh_token: refreshToken });

async function botGuildIds(app: FastifyInstance): Promise<string[]> {
  const response = await app.inject({ url: `${API}/users/@me/guilds`, headers: BOT_AUTH });
  return response.json<Array<{ id: string }>>().map((g) => g.id);
}

describe('persistPath', () => {
  it('a signed-in user’s tokens still work after a restart', async () => {
    let app = await start();
    const tokens = await signIn(app, DEMO.users.akari);
    app = await restart(app);
    const after = await app.inject({ url: `${API}/users/@me`, headers: bearer(tokens) });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toMatchObject({ id: DEMO.users.akari });
    expect((await refresh(app, tokens.refresh_token)).statusCode).toBe(200);
  });

  it('an issued authorization code can be redeemed after a restart', async () => {
    let app = await start();
    const code = redirectParams(await submitAuthorize(app, DEMO.users.mika)).get('code') ?? '';
    app = await restart(app);
    const redeemed = await postToken(app, {
      ...clientFields(),
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT_URI,
    });
    expect(redeemed.statusCode).toBe(200);
  });

  it('a revoked token stays revoked', async () => {
    let app = await start();
    const tokens = await signIn(app, DEMO.users.akari);
    const kept = await signIn(app, DEMO.users.sora);
    await app.inject({
      method: 'POST',
      url: `${API}/oauth2/token/revoke`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form({ ...clientFields(), token: tokens.access_token }),
    });
    app = await restart(app);
    expect((await me(app, tokens.access_token)).statusCode).toBe(401);
    expect((await refresh(app, tokens.refresh_token)).statusCode).toBe(400);
    expect((await me(app, kept.access_token)).statusCode).toBe(200);
  });

  it('the bot added to guild D and a created channel stay', async () => {
    let app = await start();
    const added = await app.inject({
      method: 'POST',
      url: `${PREFIX}/oauth2/authorize`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form({
        client_id: DEMO.botUserId,
        scope: 'bot applications.commands',
        permissions: '8',
        user_id: DEMO.users.akari,
        guild_id: DEMO.guilds.D,
        action: 'add_bot',
      }),
    });
    expect(added.statusCode).toBe(200);
    const created = await app.inject({
      method: 'POST',
      url: `${API}/guilds/${DEMO.guilds.D}/channels`,
      headers: BOT_AUTH,
      payload: { name: 'Hoshi Log' },
    });
    expect(created.statusCode).toBe(201);
    const rolesBefore = (
      await app.inject({ url: `${API}/guilds/${DEMO.guilds.D}/roles`, headers: BOT_AUTH })
    ).json();

    app = await restart(app);
    expect(await botGuildIds(app)).toContain(DEMO.guilds.D);
    const channels = await app.inject({ url: `${API}/guilds/${DEMO.guilds.D}/channels`, headers: BOT_AUTH });
    expect(channels.json()).toContainEqual(created.json());
    const rolesAfter = (
      await app.inject({ url: `${API}/guilds/${DEMO.guilds.D}/roles`, headers: BOT_AUTH })
    ).json();
    expect(rolesAfter).toEqual(rolesBefore);
    // New ids never reuse the restored ones.
    const next = await app.inject({
      method: 'POST',
      url: `${API}/guilds/${DEMO.guilds.D}/channels`,
      headers: BOT_AUTH,
      payload: { name: 'second' },
    });
    expect(BigInt(next.json<{ id: string }>().id)).toBeGreaterThan(BigInt(created.json<{ id: string }>().id));
  });

  it('writes versioned JSON atomically (no temp files left), readable only by the owner', async () => {
    const app = await start();
    await signIn(app, DEMO.users.akari);
    const saved = JSON.parse(await readFile(path, 'utf8'));
    expect(saved).toMatchObject({ format: STATE_FORMAT, version: 1, worldChanges: [] });
    expect(saved.tokens.grants).toHaveLength(1);
    expect(await readdir(join(dir, 'nested'))).toEqual(['emulator-state.json']);
    if (process.platform !== 'win32') expect((await stat(path)).mode & 0o777).toBe(0o600);
  });

  it('a corrupt file is ignored at start and overwritten at the next change', async () => {
    await mkdir(join(dir, 'nested'), { recursive: true });
    await writeFile(path, '{"format": "hoshi-discord-em', 'utf8');
    const app = await start();
    expect(await botGuildIds(app)).not.toContain(DEMO.guilds.D);
    const tokens = await signIn(app, DEMO.users.akari);
    expect(JSON.parse(await readFile(path, 'utf8')).tokens.grants[0].refreshToken).toBe(tokens.refresh_token);
  });

  it('files of another shape or version, and malformed entries, never break the start', async () => {
    await mkdir(join(dir, 'nested'), { recursive: true });
    for (const doc of [[1, 2], { tokens: 'x' }, { format: STATE_FORMAT, version: 0, tokens: [] }, null]) {
      await writeFile(path, JSON.stringify(doc), 'utf8');
      const app = await start();
      expect((await app.inject({ url: `${API}/users/@me`, headers: BOT_AUTH })).statusCode).toBe(200);
      await app.close();
    }
    await writeFile(
      path,
      JSON.stringify({
        format: STATE_FORMAT,
        version: 1,
        tokens: { codes: [{ code: 1 }], grants: [{ userId: DEMO.users.akari }, 'x'] },
        worldChanges: [
          { kind: 'bot-authorized', guildId: '999', permissions: '8', roleId: '1', joinedAt: 'x' },
          { kind: 'teleported', guildId: DEMO.guilds.D },
          { kind: 'channel-created', guildId: DEMO.guilds.D, channel: { name: 'half' } },
        ],
      }),
      'utf8',
    );
    const app = await start();
    expect(await botGuildIds(app)).not.toContain(DEMO.guilds.D);
  });

  it('without persistPath nothing is written and every start is fresh', async () => {
    let app = await start(null);
    const tokens = await signIn(app, DEMO.users.akari);
    await app.close();
    app = await start(null);
    expect((await me(app, tokens.access_token)).statusCode).toBe(401);
    expect(await readdir(dir)).toEqual([]);
  });
});
