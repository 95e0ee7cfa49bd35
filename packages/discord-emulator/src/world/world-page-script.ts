import { INTERACTIONS_SCRIPT } from './world-page-interactions.ts';

// The world page's script, served as /discord-emulator/world.js. It builds every node with
// textContent (never innerHTML), so names and messages cannot inject markup.
export const WORLD_SCRIPT = String.raw`
(function () {
  var base = document.body.dataset.base;
  var guildSelect = document.getElementById('guild');
  var statusEl = document.getElementById('status');
  var view = { overview: null, guild: null, channelId: null, lastJson: '', commands: [], commandsJson: '', editing: null, draft: '' };

  function h(tag, attrs) {
    var el = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (k) {
      if (k === 'text') el.textContent = attrs[k];
      else if (k === 'on') Object.keys(attrs.on).forEach(function (e) { el.addEventListener(e, attrs.on[e]); });
      else el.setAttribute(k, attrs[k]);
    });
    for (var i = 2; i < arguments.length; i++) if (arguments[i]) el.append(arguments[i]);
    return el;
  }

  function say(text, isError) {
    statusEl.textContent = text;
    statusEl.className = isError ? 'status error' : 'status';
  }

  function call(path, body) {
    return fetch(base + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
      .then(function (r) {
        // Resolves with the answer's body ({} for 204), or null when refused.
        if (r.ok) return (r.status === 204 ? Promise.resolve({}) : r.json()).then(function (data) {
          say('Done: ' + path.replace('/_world/', ''));
          return refresh(true).then(function () { return data; });
        });
        return r.json().then(function (e) { say(e.error || ('Refused (' + r.status + ')'), true); return null; });
      })
      .catch(function () { say('The emulator did not answer.', true); return null; });
  }

  function userName(id) {
    var u = view.overview.users.find(function (x) { return x.id === id; });
    return u ? (u.global_name || u.username) : id;
  }

  function memberName(m) { return m.nick || m.global_name || m.username || m.user_id; }

  function roleName(id) {
    var r = view.guild.roles.find(function (x) { return x.id === id; });
    return r ? r.name : id;
  }

  /** Discord's <t:unix:style> markup: R is relative ("in 3 days"), the others a local date and time. */
  function discordTime(seconds, style) {
    var date = new Date(seconds * 1000);
    if (style !== 'R') return style === 'd' || style === 'D' ? date.toLocaleDateString() : date.toLocaleString();
    var diff = (date.getTime() - Date.now()) / 1000;
    var units = [['year', 31536000], ['month', 2592000], ['day', 86400], ['hour', 3600], ['minute', 60], ['second', 1]];
    var unit = units.find(function (u) { return Math.abs(diff) >= u[1]; }) || units[units.length - 1];
    return new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' }).format(Math.round(diff / unit[1]), unit[0]);
  }

  /** Content with mentions and timestamps drawn as pills; text stays text. */
  function renderContent(text) {
    var out = h('div', { class: 'content' });
    var re = /<@!?(\d+)>|<@&(\d+)>|<#(\d+)>|<t:(-?\d+)(?::([tTdDfFR]))?>/g;
    var last = 0, m;
    while ((m = re.exec(text))) {
      out.append(text.slice(last, m.index));
      if (m[4]) out.append(h('time', { class: 'mention', datetime: new Date(m[4] * 1000).toISOString(), text: discordTime(Number(m[4]), m[5]) }));
      else {
        var label = m[1] ? '@' + userName(m[1]) : m[2] ? '@' + roleName(m[2]) : '#' + channelName(m[3]);
        out.append(h('span', { class: 'mention', text: label }));
      }
      last = re.lastIndex;
    }
    out.append(text.slice(last));
    return out;
  }

  function channelName(id) {
    var c = view.guild.channels.find(function (x) { return x.id === id; });
    return c ? c.name : id;
  }

  function renderEmbed(e) {
    var el = h('div', { class: 'embed' });
    if (typeof e.color === 'number') el.style.borderLeftColor = '#' + e.color.toString(16).padStart(6, '0');
    if (e.thumbnail && e.thumbnail.url) el.append(h('img', { class: 'thumb', src: e.thumbnail.url, alt: '' }));
    if (e.author && e.author.name) el.append(h('div', { class: 'flags', text: e.author.name }));
    if (e.title) el.append(h('div', { class: 'title', text: e.title }));
    if (e.description) el.append(renderContent(e.description));
    if (e.fields && e.fields.length) {
      var fields = h('div', { class: 'fields' });
      e.fields.forEach(function (f) { fields.append(h('div', { class: 'field' }, h('b', { text: f.name }), renderContent(f.value))); });
      el.append(fields);
    }
    if (e.image && e.image.url) el.append(h('img', { class: 'image', src: e.image.url, alt: e.title || 'Embed image' }));
    if (e.footer && e.footer.text) el.append(h('div', { class: 'flags', text: e.footer.text }));
    return el;
  }

  function renderMessages() {
    var box = document.getElementById('messages');
    box.replaceChildren();
    var channel = view.guild.channels.find(function (c) { return c.id === view.channelId; });
    if (!channel) { box.append(h('p', { class: 'empty', text: 'Pick a text channel.' })); return; }
    var thread = channel.type === 10 || channel.type === 11 || channel.type === 12;
    box.append(h('h2', { text: (thread ? '↳ ' : '#') + channel.name }));
    // A forum holds posts, not messages: each post opens as its thread.
    if (channel.type === 15) {
      var posts = threadsOf(channel.id);
      if (!posts.length) box.append(h('p', { class: 'empty', text: 'No posts yet.' }));
      var tagName = function (id) {
        var tag = (channel.available_tags || []).find(function (t) { return t.id === id; });
        return tag ? tag.name : id;
      };
      posts.forEach(function (p) {
        var tags = (p.applied_tags || []).map(tagName).join(', ');
        box.append(h('article', { class: 'message' }, h('div', {},
          h('button', { type: 'button', class: 'channel', on: { click: function () { openChannel(p.id); } }, text: p.name }),
          tags ? h('span', { class: 'time', text: tags }) : null,
          h('span', { class: 'time', text: p.message_count + ' replies' }))));
      });
      return;
    }
    // An ephemeral reply is there only for the member it answered: switch "As" to see another's.
    var list = (view.guild.messages[channel.id] || []).filter(function (m) { return !m.ephemeral_for || m.ephemeral_for === asUser(); });
    if (!list.length) box.append(h('p', { class: 'empty', text: 'No messages yet.' }));
    list.forEach(function (m) {
      var name = m.author.global_name || m.author.username;
      var body = h('div', {},
        h('span', { class: 'author', text: name }),
        m.author.bot ? h('span', { class: 'bot-tag', text: 'BOT' }) : null,
        h('time', { class: 'time', datetime: m.timestamp, text: new Date(m.timestamp).toLocaleString() }),
        m.content ? renderContent(m.content) : null);
      (m.embeds || []).forEach(function (e) { body.append(renderEmbed(e)); });
      (m.components || []).forEach(function (row) {
        var buttons = h('div', { class: 'row buttons' });
        (row.components || []).filter(function (c) { return c.type === 2; }).forEach(function (c) {
          var label = (c.emoji && c.emoji.name ? c.emoji.name + ' ' : '') + (c.label || '');
          if (c.style === 5) return buttons.append(h('a', { class: 'button-link', href: c.url, text: label }));
          var b = h('button', { type: 'button', class: 'style-' + c.style, text: label, on: { click: function () {
            call('/_world/click', { message_id: m.id, user_id: asUser(), custom_id: c.custom_id }).then(follow);
          } } });
          if (c.disabled) b.setAttribute('disabled', '');
          buttons.append(b);
        });
        body.append(buttons);
      });
      // A file an embed shows (attachment://) is drawn in the embed only, as Discord does.
      var shown = JSON.stringify(m.embeds || []);
      (m.attachments || []).filter(function (a) { return shown.indexOf(a.url) < 0; }).forEach(function (a) {
        body.append(/^image\//.test(a.content_type || '')
          ? h('img', { class: 'attachment', src: a.url, alt: a.description || a.filename })
          : h('a', { href: a.url, text: a.filename }));
      });
      messageExtras(m, body);
      box.append(h('article', { class: 'message' + (m.ephemeral_for ? ' only-you' : '') }, h('div', { class: 'avatar', 'aria-hidden': 'true', text: name.slice(0, 1).toUpperCase() }), body));
    });
    box.scrollTop = box.scrollHeight;
  }

  /** A channel's threads (a forum's posts), newest first. */
  function threadsOf(parentId) {
    return view.guild.channels.filter(function (c) { return (c.type === 10 || c.type === 11 || c.type === 12) && c.parent_id === parentId; })
      .sort(function (a, b) { return b.id.length - a.id.length || (b.id > a.id ? 1 : -1); });
  }

  function openChannel(id) { view.channelId = id; renderChannels(); renderMessages(); }

  function voiceChannels() {
    return view.guild.channels.filter(function (c) { return c.type === 2 || c.type === 13; });
  }

  function renderChannels() {
    var nav = document.getElementById('channels');
    nav.replaceChildren();
    var g = view.guild;
    var categories = g.channels.filter(function (c) { return c.type === 4; }).sort(function (a, b) { return a.position - b.position; });
    var groups = [{ id: null, name: 'No category' }].concat(categories);
    groups.forEach(function (cat) {
      var inside = g.channels.filter(function (c) { return c.type !== 4 && (c.parent_id || null) === cat.id && c.type !== 11 && c.type !== 12; })
        .sort(function (a, b) { return a.position - b.position; });
      if (!inside.length) return;
      nav.append(h('h2', { text: cat.name }));
      inside.forEach(function (c) {
        var voice = c.type === 2 || c.type === 13;
        var label = (voice ? '♫ ' : c.type === 15 ? '≡ ' : '# ') + c.name;
        nav.append(h('button', { type: 'button', class: 'channel', 'aria-current': String(c.id === view.channelId),
          on: { click: function () { openChannel(c.id); } }, text: label }));
        // A text channel's threads under it (a forum's posts are listed when the forum is open).
        if (c.type !== 15) threadsOf(c.id).forEach(function (t) {
          nav.append(h('button', { type: 'button', class: 'channel thread', 'aria-current': String(t.id === view.channelId),
            on: { click: function () { openChannel(t.id); } }, text: (t.type === 12 ? '🔒 ' : '↳ ') + t.name }));
        });
        if (voice) {
          var sitting = g.voice_states.filter(function (v) { return v.channel_id === c.id; });
          if (sitting.length) {
            var ul = h('ul', { class: 'voice-members', 'aria-label': 'In ' + c.name });
            sitting.forEach(function (v) { ul.append(h('li', { text: userName(v.user_id) })); });
            nav.append(ul);
          }
        }
      });
    });
  }

  function option(value, text) { return h('option', { value: value, text: text }); }

  function renderMembers() {
    var g = view.guild;
    var box = document.getElementById('members');
    box.replaceChildren();
    document.getElementById('member-heading').textContent = 'Members (' + g.members.length + ' here, ' + g.member_count + ' counted)';
    var author = document.getElementById('author');
    var chosen = author.value;
    author.replaceChildren();
    g.members.filter(function (m) { return !m.bot; }).forEach(function (m) { author.append(option(m.user_id, memberName(m))); });
    if (chosen) author.value = chosen;
    var existing = document.getElementById('existing-user');
    existing.replaceChildren();
    view.overview.users.filter(function (u) { return !u.bot && !g.members.some(function (m) { return m.user_id === u.id; }); })
      .forEach(function (u) { existing.append(option(u.id, u.global_name || u.username)); });
    var assignable = g.roles.filter(function (r) { return r.id !== g.id && !r.managed; });
    g.members.forEach(function (m) {
      var here = g.voice_states.find(function (v) { return v.user_id === m.user_id; });
      var flags = h('div', { class: 'flags' });
      if (m.premium_since) flags.append(h('span', { class: 'boost', text: '◆ Boosting since ' + new Date(m.premium_since).toLocaleDateString() + ' ' }));
      if (m.communication_disabled_until && Date.parse(m.communication_disabled_until) > Date.now())
        flags.append(h('span', { text: 'Timed out until ' + new Date(m.communication_disabled_until).toLocaleString() + ' ' }));
      if (here) flags.append(h('span', { text: '♫ In ' + channelName(here.channel_id) }));
      var roles = h('div', { class: 'roles' });
      m.roles.forEach(function (id) { roles.append(h('span', { class: 'role', text: roleName(id) })); });
      var card = h('div', { class: 'member' },
        h('div', {}, h('span', { class: 'name', text: memberName(m) }), m.bot ? h('span', { class: 'bot-tag', text: 'BOT' }) : null),
        roles, flags);
      var role = h('select', { 'aria-label': 'Role for ' + memberName(m) });
      assignable.forEach(function (r) { role.append(option(r.id, (m.roles.indexOf(r.id) >= 0 ? '− ' : '+ ') + r.name)); });
      var roleButton = h('button', { type: 'button', text: 'Give / take role', on: { click: function () {
        var has = m.roles.indexOf(role.value) >= 0;
        call('/_world/roles', has ? { guild_id: g.id, user_id: m.user_id, remove: [role.value] } : { guild_id: g.id, user_id: m.user_id, add: [role.value] });
      } } });
      // The bot's roles can be changed too (to give it moderation rights); it does not chat, boost or leave here.
      if (!m.bot) {
        var voice = h('select', { 'aria-label': 'Voice channel for ' + memberName(m) }, option('', 'Not in voice'));
        voiceChannels().forEach(function (c) { voice.append(option(c.id, '♫ ' + c.name)); });
        voice.value = here ? here.channel_id : '';
        voice.addEventListener('change', function () {
          call('/_world/voice', { guild_id: g.id, user_id: m.user_id, channel_id: voice.value || null });
        });
        card.append(h('div', { class: 'row' }, voice));
      }
      card.append(h('div', { class: 'row' }, role, roleButton));
      if (!m.bot)
        card.append(h('div', { class: 'row' },
          h('button', { type: 'button', text: 'Boost', on: { click: function () { call('/_world/boost', { guild_id: g.id, user_id: m.user_id }); } } }),
          h('button', { type: 'button', text: 'Leave server', on: { click: function () { call('/_world/leave', { guild_id: g.id, user_id: m.user_id }); } } })));
      if (!m.bot) card.append(moderationRow(g, m), directMessages(g, m));
      box.append(card);
    });
    renderBans(g, box);
  }

  /** What Hoshi sent this member by DM, and their setting "Allow direct messages from server members". */
  function directMessages(g, m) {
    var list = g.direct_messages[m.user_id] || [];
    var open = g.dms_closed.indexOf(m.user_id) < 0;
    var toggle = h('input', { type: 'checkbox', on: { change: function () {
      call('/_world/dms', { user_id: m.user_id, open: toggle.checked });
    } } });
    toggle.checked = open;
    var box = h('details', { class: 'dms' }, h('summary', { text: '✉ DMs from Hoshi (' + list.length + ')' }),
      h('label', { class: 'row' }, toggle, 'Allows direct messages from server members'));
    list.forEach(function (x) {
      box.append(h('div', { class: 'dm' }, h('time', { class: 'time', datetime: x.timestamp, text: new Date(x.timestamp).toLocaleString() }), renderContent(x.content)));
    });
    return box;
  }

  function render() {
    var g = view.guild;
    var textChannels = g.channels.filter(function (c) { return [0, 5, 10, 11, 12].indexOf(c.type) >= 0; });
    if (!g.channels.some(function (c) { return c.id === view.channelId; }))
      view.channelId = (textChannels.find(function (c) { return c.name === 'general' || c.name === '雑談'; }) || textChannels[0] || {}).id || null;
    renderChannels();
    renderMessages();
    renderMembers();
  }

  function refresh(force) {
    var id = guildSelect.value;
    if (!id) return Promise.resolve();
    return fetch(base + '/_world/guilds/' + id).then(function (r) { return r.text(); }).then(function (text) {
      if (!force && text === view.lastJson) return;
      view.lastJson = text;
      view.guild = JSON.parse(text);
      render();
      if (!force) say('Up to date · ' + new Date().toLocaleTimeString());
    }).catch(function () { say('The emulator did not answer.', true); });
  }

${INTERACTIONS_SCRIPT}
  document.getElementById('compose').addEventListener('submit', function (e) {
    e.preventDefault();
    var input = document.getElementById('content');
    if (!view.channelId) return say('Pick a text channel first.', true);
    call('/_world/message', { channel_id: view.channelId, user_id: document.getElementById('author').value, content: input.value })
      .then(function () { input.value = ''; });
  });
  document.getElementById('join-new').addEventListener('submit', function (e) {
    e.preventDefault();
    var input = document.getElementById('new-username');
    call('/_world/join', { guild_id: guildSelect.value, user: { username: input.value } }).then(function () { input.value = ''; });
  });
  document.getElementById('join-existing').addEventListener('submit', function (e) {
    e.preventDefault();
    var id = document.getElementById('existing-user').value;
    if (!id) return say('Everyone is here already.', true);
    call('/_world/join', { guild_id: guildSelect.value, user: { id: id } });
  });
  guildSelect.addEventListener('change', function () {
    view.channelId = null;
    view.lastJson = '';
    view.commandsJson = '';
    history.replaceState(null, '', '?guild=' + guildSelect.value);
    refresh(true).then(loadCommands);
  });

  fetch(base + '/_world').then(function (r) { return r.json(); }).then(function (overview) {
    view.overview = overview;
    overview.guilds.forEach(function (g) { guildSelect.append(option(g.id, g.bot_present ? g.name : g.name + ' (bot not added)')); });
    var wanted = new URLSearchParams(location.search).get('guild');
    if (wanted && overview.guilds.some(function (g) { return g.id === wanted; })) guildSelect.value = wanted;
    return refresh(true).then(loadCommands).then(function () { say('Up to date · ' + new Date().toLocaleTimeString()); });
  }).catch(function () { say('The emulator did not answer.', true); });
  // Live: the bot acts on its own, so the page looks again every 1.5 s (and redraws only on change).
  setInterval(function () {
    fetch(base + '/_world').then(function (r) { return r.json(); }).then(function (o) { view.overview = o; refresh(false).then(loadCommands); });
  }, 1500);
})();
`;
