import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { DEMO } from '../seed/demo-ids.ts';
import type { Guild } from '../seed/world.ts';
import type { EmulatorState } from '../state.ts';
import { findUser } from '../state.ts';
import { consentPage, errorPage, messagePage, needsServerPick } from './authorize-page.ts';
import { installsBot, parseAuthorize, redirectWith, wantsCode } from './authorize-request.ts';
import { addToFixedGuild, addToPickedGuild, serverChoices } from './bot-authorize.ts';
import { refusedPickPage, serverPickPage } from './server-pick-page.ts';

type Params = Record<string, unknown>;

function html(reply: FastifyReply, status: number, body: string) {
  // The page holds a login form: never cache it, never frame it.
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .header('x-frame-options', 'DENY')
    .type('text/html; charset=utf-8')
    .send(body);
}

// The form's action button tells the steps apart: "authorize" (user, fixed or no guild),
// "continue" (user chosen, bot invite without guild_id: show the server picker), "add_bot"
// (server picked), "cancel".
export const authorizeRoutes: FastifyPluginAsync<{ state: EmulatorState }> = async (app, { state }) => {
  const appName = findUser(state.world, DEMO.botUserId)?.username ?? 'Hoshi';
  const people = () => state.world.users.filter((u) => !u.bot);

  app.get('/oauth2/authorize', async (request, reply) => {
    const params = request.query as Params;
    const parsed = parseAuthorize(params, state.options);
    if (!parsed.ok)
      return 'redirect' in parsed
        ? reply.redirect(parsed.redirect)
        : html(reply, parsed.status, errorPage(parsed.message));
    return html(
      reply,
      200,
      consentPage({ appName, request: parsed.request, params, users: people(), guilds: state.world.guilds }),
    );
  });

  app.post('/oauth2/authorize', async (request, reply) => {
    const form = (request.body ?? {}) as Params;
    const parsed = parseAuthorize(form, state.options);
    if (!parsed.ok)
      return 'redirect' in parsed
        ? reply.redirect(parsed.redirect)
        : html(reply, parsed.status, errorPage(parsed.message));
    const auth = parsed.request;
    if (form.action === 'cancel') {
      if (auth.redirectUri === undefined)
        return html(reply, 200, messagePage('Cancelled', 'Nothing was authorized. You can close this tab.'));
      return reply.redirect(
        redirectWith(auth.redirectUri, {
          error: 'access_denied',
          error_description: 'The resource owner or authorization server denied the request',
          state: auth.state,
        }),
      );
    }
    const user = typeof form.user_id === 'string' ? findUser(state.world, form.user_id) : undefined;
    if (!user || user.bot) return html(reply, 400, errorPage('Pick one of the demo users.'));

    let addedTo: Guild | undefined;
    if (installsBot(auth)) {
      const picked = form.action === 'add_bot';
      if (!picked && needsServerPick(auth, state.world.guilds)) {
        const choices = serverChoices(state.world, user.id);
        return html(reply, 200, serverPickPage({ appName, request: auth, params: form, user, choices }));
      }
      const outcome = picked
        ? addToPickedGuild(state, auth, user.id, appName)
        : addToFixedGuild(state, auth, user.id);
      if (!outcome.ok)
        return html(
          reply,
          outcome.status,
          picked ? refusedPickPage(outcome.message, form, user.id) : errorPage(outcome.message),
        );
      addedTo = outcome.guild;
    }

    // Only a bare install may omit redirect_uri (parseAuthorize); Discord then shows its own page.
    if (auth.redirectUri === undefined)
      return html(
        reply,
        200,
        messagePage(
          'Authorized',
          addedTo
            ? `${appName} was added to ${addedTo.name}. You can close this tab.`
            : `${appName} was authorized. You can close this tab.`,
        ),
      );
    const botParams = addedTo ? { guild_id: addedTo.id, permissions: auth.permissions.toString() } : {};
    const code = wantsCode(auth)
      ? state.tokens.issueCode({ userId: user.id, scopes: auth.scopes }, auth.redirectUri)
      : undefined;
    return reply.redirect(redirectWith(auth.redirectUri, { code, state: auth.state, ...botParams }));
  });
};
