import type { DemoUser, Guild } from '../seed/world.ts';
import type { AuthorizeRequest } from './authorize-request.ts';
import { installsBot } from './authorize-request.ts';
import { escapeHtml, layout } from './html.ts';

const SCOPE_TEXT: Record<string, string> = {
  identify: 'Access your username, avatar, and banner',
  email: 'Access your email address',
  guilds: 'Know what servers you are in',
  'guilds.join': 'Join servers for you',
  'guilds.members.read': 'Read your member info (nickname, avatar, roles) in servers you belong to',
  connections: 'Access your third-party connections',
  bot: 'Add a bot to a server',
  'applications.commands': 'Create commands in a server',
};

/** The authorize parameters Discord defines; whatever was sent is posted back unchanged. */
const FORWARDED_PARAMS = [
  'client_id',
  'redirect_uri',
  'response_type',
  'scope',
  'state',
  'guild_id',
  'permissions',
  'prompt',
] as const;

export interface ConsentPageInput {
  appName: string;
  request: AuthorizeRequest;
  params: Record<string, unknown>;
  users: DemoUser[];
  guilds: Guild[];
}

export function hiddenFields(params: Record<string, unknown>): string {
  return FORWARDED_PARAMS.filter((name) => typeof params[name] === 'string')
    .map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(params[name] as string)}">`)
    .join('\n');
}

function userChoice(user: DemoUser, index: number): string {
  const display = user.global_name ?? user.username;
  return `<label class="user"><input type="radio" name="user_id" value="${escapeHtml(user.id)}"${index === 0 ? ' checked' : ''} required>
<span class="avatar" aria-hidden="true">${escapeHtml(display.slice(0, 1).toUpperCase())}</span>
<span><span class="name">${escapeHtml(display)}</span><span class="handle">@${escapeHtml(user.username)} · ${escapeHtml(user.id)}</span></span></label>`;
}

/** With a guild_id the target is fixed; without one the visitor picks it on the next page. */
function guildNote(request: AuthorizeRequest, guilds: Guild[], appName: string): string {
  if (!installsBot(request)) return '';
  const fixed = guilds.find((g) => g.id === request.guildId);
  if (fixed)
    return `<p>The bot will be added to <strong>${escapeHtml(fixed.name)}</strong>. You need Manage Server there.</p>`;
  return `<p>Next, you choose the server to add ${escapeHtml(appName)} to.</p>`;
}

export function scopeList(request: AuthorizeRequest): string {
  const items = request.scopes
    .map((s) => `<li>${escapeHtml(SCOPE_TEXT[s] ?? s)} <code>${escapeHtml(s)}</code></li>`)
    .join('');
  return `<ul>${items}</ul>`;
}

/** A bot invite without a usable guild_id goes through the server picker before anything is granted. */
export function needsServerPick(request: AuthorizeRequest, guilds: Guild[]): boolean {
  return installsBot(request) && !guilds.some((g) => g.id === request.guildId);
}

export function consentPage({ appName, request, params, users, guilds }: ConsentPageInput): string {
  const pick = needsServerPick(request, guilds);
  const forwarded = { ...params };
  // A picked guild comes from the next page's <select>; a fixed one from the hidden field.
  if (pick) delete forwarded.guild_id;
  const primary = pick
    ? '<button type="submit" class="primary" name="action" value="continue">Continue</button>'
    : '<button type="submit" class="primary" name="action" value="authorize">Authorize</button>';
  // Authorize precedes Cancel in the form so pressing Enter submits it.
  return layout(
    `Authorize ${appName}`,
    `<h1>${escapeHtml(appName)} wants to access your account</h1>
<p>This is the local Discord emulator for the Hoshi demo: no real Discord account is used. Pick a demo user to sign in as.</p>
<h2>This will allow ${escapeHtml(appName)} to:</h2>
${scopeList(request)}
<form method="post" action="authorize">
${hiddenFields(forwarded)}
<fieldset>
<legend>Continue as</legend>
${users.map(userChoice).join('\n')}
</fieldset>
${guildNote(request, guilds, appName)}
<div class="actions">
${primary}
<button type="submit" class="secondary" name="action" value="cancel" formnovalidate>Cancel</button>
</div>
</form>`,
  );
}

/** `after` is trusted markup (already escaped), such as a form to try again. */
export function errorPage(message: string, after = ''): string {
  return layout(
    'Error',
    `<h1>Something went wrong</h1><p class="error" role="alert">${escapeHtml(message)}</p>${after}`,
  );
}

export function messagePage(title: string, message: string): string {
  return layout(title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>`);
}
