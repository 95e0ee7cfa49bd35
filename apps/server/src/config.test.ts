import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const prod = {
  DISCORD_CLIENT_ID: '123456789012345678',
  DISCORD_CLIENT_SECRET: 'secret',
  DISCORD_BOT_TOKEN: 'bot',
  PUBLIC_URL: 'https://hoshi.example',
  SESSION_SECRET: 's'.repeat(40),
  DATABASE_URL: 'postgres://u@db/hoshi',
};

describe('loadConfig', () => {
  it('is demo mode without Discord credentials, with the emulator as Discord', () => {
    const c = loadConfig({ SESSION_SECRET: 'x'.repeat(32), PORT: '4000' });
    expect(c.demo).toBe(true);
    expect(c.publicUrl).toBe('http://localhost:4000');
    expect(c.discord.authorizeUrl).toBe('http://localhost:4000/discord-emulator/oauth2/authorize');
    expect(c.discord.browserApiBase).toBe('http://localhost:4000/discord-emulator/api/v10');
  });

  it('is production with all three Discord variables, talking to discord.com', () => {
    const c = loadConfig(prod);
    expect(c.demo).toBe(false);
    expect(c.secureCookies).toBe(true);
    expect(c.discord.authorizeUrl).toBe('https://discord.com/oauth2/authorize');
    expect(c.discord.browserApiBase).toBe('https://discord.com/api/v10');
    expect(c.dataDir).toBeUndefined();
  });

  it('names the missing Discord variable when only some are set', () => {
    expect(() => loadConfig({ DISCORD_CLIENT_ID: '123456789012345678' })).toThrow(
      /DISCORD_CLIENT_SECRET, DISCORD_BOT_TOKEN/,
    );
  });

  it('names PUBLIC_URL and SESSION_SECRET when production lacks them', () => {
    expect(() => loadConfig({ ...prod, PUBLIC_URL: undefined })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ ...prod, SESSION_SECRET: undefined })).toThrow(/SESSION_SECRET/);
  });

  it('names the variable whose value is malformed', () => {
    expect(() => loadConfig({ ...prod, PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ ...prod, DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ ...prod, SESSION_SECRET: 'short' })).toThrow(
      /SESSION_SECRET: must be at least 32/,
    );
  });

  it('accepts only http and https for addresses that end up in links and redirects', () => {
    for (const bad of ['javascript:alert(1)', 'data:text/html,hi', 'ftp://hoshi.example', 'file:///etc']) {
      expect(() => loadConfig({ ...prod, PUBLIC_URL: bad }), bad).toThrow(
        /PUBLIC_URL: must be a http or https URL/,
      );
      expect(() => loadConfig({ ...prod, SUPPORT_URL: bad }), bad).toThrow(/SUPPORT_URL/);
      expect(() => loadConfig({ ...prod, GUIDE_URL_JA: bad }), bad).toThrow(/GUIDE_URL_JA/);
      expect(() => loadConfig({ ...prod, DISCORD_API_URL: bad }), bad).toThrow(/DISCORD_API_URL/);
    }
    expect(() => loadConfig({ ...prod, REDIS_URL: 'http://cache' })).toThrow(/REDIS_URL/);
    expect(() => loadConfig({ ...prod, DATABASE_URL: 'mysql://db/hoshi' })).toThrow(/DATABASE_URL/);
    expect(
      loadConfig({ ...prod, PUBLIC_URL: 'http://hoshi.example', REDIS_URL: 'rediss://c:6380' }).publicUrl,
    ).toBe('http://hoshi.example');
  });

  it('listens on this machine only in demo mode, on every interface in production, unless HOST says', () => {
    expect(loadConfig({}).host).toBe('localhost');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig(prod).host).toBe('0.0.0.0');
    expect(loadConfig({ ...prod, HOST: '10.0.0.5' }).host).toBe('10.0.0.5');
  });
});
