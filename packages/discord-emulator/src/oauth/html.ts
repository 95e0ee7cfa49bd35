const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Everything the pages echo comes from the query string, so all of it goes through here. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}

const STYLE = `
:root { color-scheme: dark; --bg: #1e1f22; --card: #2b2d31; --text: #f2f3f5; --muted: #b5bac1; --accent: #4752c4; --accent-hover: #3c45a5; --danger: #f38688; }
* { box-sizing: border-box; }
body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: var(--bg); color: var(--text); font: 16px/1.5 system-ui, -apple-system, "Segoe UI", "Hiragino Sans", sans-serif; padding: 16px; }
main { width: 100%; max-width: 460px; background: var(--card); border-radius: 8px; padding: 24px; box-shadow: 0 8px 24px rgb(0 0 0 / 0.4); }
.badge { display: inline-block; font-size: 12px; font-weight: 600; letter-spacing: 0.04em; text-transform: uppercase; background: #f0b232; color: #1e1f22; border-radius: 4px; padding: 2px 8px; }
h1 { font-size: 20px; margin: 12px 0 4px; }
h2 { font-size: 16px; margin: 16px 0 0; }
p { margin: 8px 0; color: var(--muted); }
ul { margin: 8px 0 16px; padding-left: 20px; }
li { margin: 4px 0; }
fieldset { border: 1px solid #3f4147; border-radius: 8px; margin: 16px 0; padding: 8px 12px 12px; }
legend { padding: 0 4px; font-weight: 600; }
label.user { display: flex; align-items: center; gap: 12px; padding: 8px; border-radius: 6px; cursor: pointer; }
label.user:hover { background: #35373c; }
.avatar { width: 36px; height: 36px; border-radius: 50%; display: grid; place-items: center; font-weight: 700; color: #fff; background: var(--accent); flex: none; }
.name { display: block; font-weight: 600; }
.handle { display: block; font-size: 14px; color: var(--muted); }
select { width: 100%; padding: 8px; border-radius: 4px; background: #1e1f22; color: var(--text); border: 1px solid #4e5058; font: inherit; }
.actions { display: flex; justify-content: flex-end; gap: 12px; margin-top: 20px; }
button { font: inherit; font-weight: 600; border: 0; border-radius: 4px; padding: 10px 20px; cursor: pointer; }
button.primary { background: var(--accent); color: #fff; }
button.primary:hover { background: var(--accent-hover); }
button.secondary { background: transparent; color: var(--text); text-decoration: underline; }
a { color: #00a8fc; }
option:disabled { color: #80848e; }
:focus-visible { outline: 3px solid #00a8fc; outline-offset: 2px; }
.error { color: var(--danger); }
code { font-size: 14px; background: #1e1f22; padding: 1px 4px; border-radius: 3px; }
`;

export function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Discord emulator</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<span class="badge">Discord emulator · Hoshi demo</span>
${body}
</main>
</body>
</html>
`;
}
