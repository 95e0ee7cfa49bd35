import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { escapeHtml } from './oauth/html.ts';
import type { EmulatorState } from './state.ts';
import { findGuild, findUser } from './state.ts';

interface CdnParams {
  kind: string;
  owner_id: string;
  file: string;
}

const IMAGE_FILE = /^([0-9a-z_]+)\.(png|jpg|jpeg|webp|gif)$/;
const DEFAULT_AVATAR_COLORS = ['#5865f2', '#757e8a', '#3ba55c', '#faa61a', '#ed4245', '#eb459f'];

/** A generated picture: the seed's image hashes have no real files behind them, and we stay offline. */
function sendPicture(reply: FastifyReply, label: string, color: string) {
  const initial = escapeHtml(label.slice(0, 1).toUpperCase());
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128"><rect width="128" height="128" fill="${color}"/><text x="64" y="64" dy=".35em" text-anchor="middle" font-family="system-ui, sans-serif" font-size="64" font-weight="700" fill="#fff">${initial}</text></svg>`;
  // Browsers go by Content-Type, not the .png in the URL, so SVG renders in <img>.
  return reply.header('cache-control', 'public, max-age=86400').type('image/svg+xml').send(svg);
}

/** A custom emoji's picture: a round face tinted from its id (any well-formed id has one). */
function sendEmoji(reply: FastifyReply, id: string) {
  const hue = Number(BigInt(id) % 360n);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><circle cx="48" cy="48" r="44" fill="hsl(${hue} 80% 62%)"/><circle cx="34" cy="40" r="6" fill="#1e1f22"/><circle cx="62" cy="40" r="6" fill="#1e1f22"/><path d="M28 58q20 18 40 0" stroke="#1e1f22" stroke-width="6" fill="none" stroke-linecap="round"/></svg>`;
  return reply.header('cache-control', 'public, max-age=86400').type('image/svg+xml').send(svg);
}

function notFound(reply: FastifyReply) {
  return reply.code(404).type('text/plain').send('Not Found');
}

/**
 * The parts of cdn.discordapp.com the dashboard shows: guild icons and banners, user avatars,
 * default avatars and custom emoji.
 */
export const cdnRoutes: FastifyPluginAsync<{ state: EmulatorState }> = async (app, { state }) => {
  app.get<{ Params: { file: string } }>('/cdn/embed/avatars/:file', async (request, reply) => {
    const index = Number(/^(\d)\.png$/.exec(request.params.file)?.[1] ?? Number.NaN);
    const color = DEFAULT_AVATAR_COLORS[index];
    return color === undefined ? notFound(reply) : sendPicture(reply, '?', color);
  });

  // Custom emoji: Discord serves any emoji by id, whichever server it belongs to.
  app.get<{ Params: { file: string } }>('/cdn/emojis/:file', async (request, reply) => {
    const id = /^(\d{17,20})\.(png|webp|gif)$/.exec(request.params.file)?.[1];
    return id === undefined ? notFound(reply) : sendEmoji(reply, id);
  });

  app.get<{ Params: CdnParams }>('/cdn/:kind/:owner_id/:file', async (request, reply) => {
    const { kind, owner_id: ownerId, file } = request.params;
    const hash = IMAGE_FILE.exec(file)?.[1];
    if (hash === undefined) return notFound(reply);
    const guild = findGuild(state.world, ownerId);
    const user = findUser(state.world, ownerId);
    let label: string | undefined;
    if (guild && ((kind === 'icons' && guild.icon === hash) || (kind === 'banners' && guild.banner === hash)))
      label = guild.name;
    if (
      user &&
      ((kind === 'avatars' && user.avatar === hash) || (kind === 'banners' && user.banner === hash))
    )
      label = user.global_name ?? user.username;
    return label === undefined
      ? notFound(reply)
      : sendPicture(reply, label, `#${hash.replace(/^a_/, '').slice(0, 6)}`);
  });
};
