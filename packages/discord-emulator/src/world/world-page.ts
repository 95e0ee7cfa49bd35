import { escapeHtml } from '../oauth/html.ts';

const STYLE = `
:root { color-scheme: dark; --bg: #1e1f22; --panel: #2b2d31; --chat: #313338; --text: #f2f3f5; --muted: #b5bac1; --accent: #5865f2; --line: #3f4147; --danger: #f38688; --boost: #ff73fa; }
* { box-sizing: border-box; }
body { margin: 0; background: var(--bg); color: var(--text); font: 15px/1.45 system-ui, -apple-system, "Segoe UI", "Hiragino Sans", "Noto Sans CJK JP", sans-serif; }
header { display: flex; flex-wrap: wrap; align-items: center; gap: 12px; padding: 10px 16px; background: var(--panel); border-bottom: 1px solid var(--line); }
header h1 { font-size: 17px; margin: 0; }
.badge { font-size: 11px; font-weight: 700; letter-spacing: .04em; text-transform: uppercase; background: #f0b232; color: #1e1f22; border-radius: 4px; padding: 2px 6px; }
.status { margin-left: auto; color: var(--muted); font-size: 13px; }
.status.error { color: var(--danger); }
main { display: grid; grid-template-columns: 240px minmax(0, 1fr) 320px; height: calc(100vh - 52px); }
nav, aside { background: var(--panel); overflow: auto; padding: 12px; }
section.chat { display: flex; flex-direction: column; background: var(--chat); min-width: 0; }
h2 { font-size: 12px; text-transform: uppercase; letter-spacing: .04em; color: var(--muted); margin: 14px 0 6px; }
h2:first-child { margin-top: 0; }
button, select, input { font: inherit; color: var(--text); background: #1e1f22; border: 1px solid #4e5058; border-radius: 4px; padding: 4px 8px; }
button { cursor: pointer; background: #4e5058; border: 0; font-weight: 600; }
button.primary { background: var(--accent); }
button:hover { filter: brightness(1.15); }
:focus-visible { outline: 3px solid #00a8fc; outline-offset: 1px; }
.channel { display: block; width: 100%; text-align: left; background: transparent; color: var(--muted); font-weight: 500; padding: 4px 8px; border-radius: 4px; }
.channel[aria-current="true"] { background: #404249; color: var(--text); }
.channel.thread { padding-left: 24px; font-size: 0.9em; }
.voice-members { list-style: none; margin: 0 0 4px 24px; padding: 0; font-size: 13px; color: var(--muted); }
.messages { flex: 1; overflow: auto; padding: 12px 16px; }
.message { display: grid; grid-template-columns: 40px 1fr; gap: 10px; padding: 6px 0; }
.avatar { width: 40px; height: 40px; border-radius: 50%; background: var(--accent); display: grid; place-items: center; font-weight: 700; }
.author { font-weight: 600; }
.bot-tag { font-size: 10px; background: var(--accent); border-radius: 3px; padding: 0 4px; margin-left: 4px; vertical-align: 2px; }
.time { color: var(--muted); font-size: 12px; margin-left: 6px; }
.content { white-space: pre-wrap; overflow-wrap: anywhere; }
.mention { background: rgb(88 101 242 / .3); border-radius: 3px; padding: 0 2px; }
.embed { margin-top: 6px; max-width: 520px; background: var(--panel); border-left: 4px solid #1e1f22; border-radius: 4px; padding: 8px 12px; display: grid; gap: 4px; }
.embed .title { font-weight: 700; }
.embed .fields { display: flex; flex-wrap: wrap; gap: 8px 16px; }
.embed .field b { display: block; font-size: 13px; }
.embed img.thumb { float: right; max-width: 80px; border-radius: 4px; margin-left: 8px; }
.attachment, .embed img.image { display: block; max-width: min(100%, 420px); border-radius: 6px; margin-top: 6px; }
.compose { display: flex; gap: 8px; padding: 12px 16px; border-top: 1px solid var(--line); }
.command { display: flex; flex-wrap: wrap; align-items: end; gap: 8px; padding: 10px 16px 0; border-top: 1px solid var(--line); }
.command label, .option { display: grid; gap: 2px; font-size: 12px; color: var(--muted); }
.command .option input, .command .option select { min-width: 9em; color: var(--text); font-size: 14px; }
.command .option.required > span::after { content: " *"; color: var(--danger); }
button:disabled { opacity: .5; cursor: not-allowed; }
.member .row input[type=text] { flex: 1; min-width: 6em; width: 8em; }
.message-actions { display: flex; gap: 6px; margin-top: 4px; }
.message-actions button { font-size: 12px; padding: 1px 8px; }
.edited { color: var(--muted); font-size: 11px; margin-left: 4px; }
.ephemeral { font-size: 12px; color: var(--muted); display: flex; gap: 8px; align-items: center; }
.message.only-you { background: rgb(88 101 242 / .08); border-radius: 6px; padding-left: 4px; }
.thinking { color: var(--muted); font-style: italic; }
.edit-box { display: flex; gap: 6px; margin-top: 4px; }
.edit-box input { flex: 1; }
dialog { background: var(--chat); color: var(--text); border: 1px solid var(--line); border-radius: 8px; padding: 0; width: min(440px, 94vw); }
dialog::backdrop { background: rgb(0 0 0 / .6); }
dialog form { display: grid; gap: 12px; padding: 16px; }
dialog h2 { font-size: 17px; text-transform: none; letter-spacing: 0; color: var(--text); margin: 0; }
dialog .field { display: grid; gap: 4px; }
dialog .field .hint { font-size: 12px; color: var(--muted); }
dialog textarea, dialog input { font: inherit; color: var(--text); background: #1e1f22; border: 1px solid #4e5058; border-radius: 4px; padding: 6px 8px; }
dialog textarea { min-height: 90px; resize: vertical; }
dialog .actions { display: flex; justify-content: flex-end; gap: 8px; }
.compose input[type=text] { flex: 1; }
.member { border-bottom: 1px solid var(--line); padding: 8px 0; display: grid; gap: 6px; }
.member .name { font-weight: 600; }
.roles { display: flex; flex-wrap: wrap; gap: 4px; }
.role { font-size: 12px; border: 1px solid #4e5058; border-radius: 10px; padding: 0 6px; }
.flags { font-size: 12px; color: var(--muted); }
.dms summary { cursor: pointer; font-size: 13px; color: var(--muted); }
.dms .dm { border-left: 2px solid var(--line); padding-left: 8px; margin-top: 6px; font-size: 13px; }
.flags .boost { color: var(--boost); }
.row { display: flex; flex-wrap: wrap; gap: 6px; align-items: center; }
.empty { color: var(--muted); }
.buttons { margin-top: 6px; }
.buttons button.style-1 { background: var(--accent); }
.buttons button.style-3 { background: #248046; }
.buttons button.style-4 { background: #da373c; }
.buttons button:disabled { opacity: .5; cursor: not-allowed; }
form.join { display: grid; gap: 6px; margin-bottom: 8px; }
@media (max-width: 900px) { main { grid-template-columns: 1fr; height: auto; } .messages { max-height: 60vh; } }
`;

/**
 * The world page (demo mode): watch every guild and act as any member. Data comes from /_world;
 * the script is a file of its own (world.js) because the API server's CSP allows scripts from
 * 'self' only, never inline.
 */
export function worldPage(prefix: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>World · Discord emulator</title>
<style>${STYLE}</style>
</head>
<body data-base="${escapeHtml(prefix)}">
<header>
<span class="badge">Discord emulator · Hoshi demo</span>
<h1>The world</h1>
<label>Server <select id="guild"></select></label>
<span class="status" id="status" role="status">Loading…</span>
</header>
<main>
<nav aria-label="Channels"><div id="channels"></div></nav>
<section class="chat" aria-label="Messages">
<div class="messages" id="messages" aria-live="polite"></div>
<form class="command" id="command-form" aria-label="Run a command">
<label>Command <select id="command"></select></label>
<div id="command-options" class="row"></div>
<button type="submit" class="primary" id="run-command">Run</button>
</form>
<form class="compose" id="compose">
<label>As <select id="author" required></select></label>
<input type="text" id="content" maxlength="2000" placeholder="Message this channel" aria-label="Message" required>
<button type="submit" class="primary">Send</button>
</form>
</section>
<aside aria-label="Members">
<h2>Join this server</h2>
<form class="join" id="join-new">
<input type="text" id="new-username" placeholder="new_member" pattern="[a-z0-9_.]{2,32}" aria-label="Username of a new member" required>
<button type="submit" class="primary">Join as a new member</button>
</form>
<form class="join" id="join-existing">
<select id="existing-user" aria-label="Existing user"></select>
<button type="submit">Join as this user</button>
</form>
<h2 id="member-heading">Members</h2>
<div id="members"></div>
</aside>
</main>
<dialog id="modal" aria-labelledby="modal-title"><form id="modal-form" method="dialog"></form></dialog>
<script src="world.js" defer></script>
</body>
</html>
`;
}
