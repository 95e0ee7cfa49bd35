import type { FastifyInstance } from 'fastify';
import { saveBody } from '@hoshi/contracts';
import { SETTINGS_FEATURES } from '../features/index.ts';
import type { GuildObjects } from '../features/feature.ts';
import { badRequest } from '../lib/http-error.ts';
import { parse } from '../lib/parse.ts';
import { requireGuild } from '../plugins/auth.ts';
import { pickerChannels, pickerRoles } from '../services/guild-objects.ts';
import type { Versioned } from '../services/settings-store.ts';

export default async function settingsRoutes(app: FastifyInstance) {
  const botId = app.config.discord.clientId;
  const objects = (guildId: string): GuildObjects => ({
    channels: () => pickerChannels(app.discord, guildId, botId),
    roles: () => pickerRoles(app.discord, guildId, botId),
  });

  app.get('/api/guilds/:id/channels', { config: { access: 'guild' } }, async (request) =>
    objects(requireGuild(request).guild.id).channels(),
  );
  app.get('/api/guilds/:id/roles', { config: { access: 'guild' } }, async (request) =>
    objects(requireGuild(request).guild.id).roles(),
  );

  for (const feature of SETTINGS_FEATURES) {
    const body = saveBody(feature.schema);

    app.get(`/api/guilds/:id/info/${feature.name}`, { config: { access: 'guild' } }, async (request) => {
      const { guild } = requireGuild(request);
      const settings = await app.settings.get(guild.id, feature.name, feature.defaults);
      return { id: guild.id, name: guild.name, icon: guild.icon, settings };
    });

    app.post(`/api/save/guilds/:id/${feature.name}`, { config: { access: 'guild' } }, async (request) => {
      const { guild, session } = requireGuild(request);
      // The erased feature type loses the document's shape; the schema guarantees `version`.
      const { token: _token, ...settings } = parse(body, request.body) as unknown as Versioned & {
        token: string;
      };
      const issues = await feature.check(settings, objects(guild.id));
      if (issues.length) throw badRequest(`Invalid ${issues.map((i) => i.path).join(', ')}`, issues);
      const saved = await app.settings.save(
        guild.id,
        feature.name,
        session.userId,
        settings,
        feature.defaults,
      );
      return { data: saved };
    });
  }
}
