import type { DemoUser, Guild } from '../seed/world.ts';
import type { AuthorizeRequest } from './authorize-request.ts';
import { errorPage, hiddenFields, scopeList } from './authorize-page.ts';
import { escapeHtml, layout } from './html.ts';

// Step two of a bot invite without guild_id, as on Discord: the signed-in user picks one of the
// servers they may manage. Plain forms (no script) because the host's CSP forbids inline scripts.

export interface ServerChoice {
  guild: Guild;
  /** Shown but not selectable, like Discord's "already added". */
  botPresent: boolean;
}

export interface ServerPickInput {
  appName: string;
  request: AuthorizeRequest;
  /** The authorize parameters as received; guild_id is left out, the <select> supplies it. */
  params: Record<string, unknown>;
  user: DemoUser;
  choices: ServerChoice[];
}

function withoutGuild(params: Record<string, unknown>): Record<string, unknown> {
  const { guild_id: _guildId, ...rest } = params;
  return rest;
}

/** Back to step one with the same parameters, to sign in as someone else. */
function switchUserHref(params: Record<string, unknown>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(withoutGuild(params)))
    if (typeof value === 'string' && !['action', 'user_id'].includes(key)) query.set(key, value);
  return `authorize?${query.toString()}`;
}

function option({ guild, botPresent }: ServerChoice): string {
  const label = botPresent ? `${guild.name} (already added)` : guild.name;
  return `<option value="${escapeHtml(guild.id)}"${botPresent ? ' disabled' : ''}>${escapeHtml(label)}</option>`;
}

function picker(appName: string, choices: ServerChoice[]): string {
  const open = choices.filter((c) => !c.botPresent);
  if (open.length === 0)
    return `<p role="status">There is no server where you may add ${escapeHtml(appName)}: you need Manage Server, and ${escapeHtml(appName)} must not be there yet.</p>`;
  // A lone choice is preselected; otherwise the empty placeholder makes `required` ask for one.
  const placeholder = open.length === 1 ? '' : '<option value="">Select a server</option>';
  return `<p><label for="guild_id">Add to server</label></p>
<select id="guild_id" name="guild_id" required autofocus aria-describedby="guild-hint">${placeholder}${choices.map(option).join('')}</select>
<p id="guild-hint">Only servers where you have Manage Server are listed.</p>`;
}

export function serverPickPage({ appName, request, params, user, choices }: ServerPickInput): string {
  const display = user.global_name ?? user.username;
  const canAdd = choices.some((c) => !c.botPresent);
  const authorize = canAdd
    ? '<button type="submit" class="primary" name="action" value="add_bot">Authorize</button>'
    : '';
  return layout(
    `Add ${appName} to a server`,
    `<h1>Add ${escapeHtml(appName)} to a server</h1>
<p>Signed in as <strong>${escapeHtml(display)}</strong> (@${escapeHtml(user.username)}). <a href="${escapeHtml(switchUserHref(params))}">Not you?</a></p>
<h2>This will allow ${escapeHtml(appName)} to:</h2>
${scopeList(request)}
<form method="post" action="authorize">
${hiddenFields(withoutGuild(params))}
<input type="hidden" name="user_id" value="${escapeHtml(user.id)}">
${picker(appName, choices)}
<div class="actions">
${authorize}
<button type="submit" class="secondary" name="action" value="cancel" formnovalidate>Cancel</button>
</div>
</form>`,
  );
}

/** A refused pick, with a button back to the picker (same parameters, same user). */
export function refusedPickPage(message: string, params: Record<string, unknown>, userId: string): string {
  return errorPage(
    message,
    `<form method="post" action="authorize">
${hiddenFields(withoutGuild(params))}
<input type="hidden" name="user_id" value="${escapeHtml(userId)}">
<div class="actions"><button type="submit" class="primary" name="action" value="continue" autofocus>Choose another server</button></div>
</form>`,
  );
}
