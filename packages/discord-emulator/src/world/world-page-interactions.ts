// The world page's interactions, placed inside the page script (world.js): run the bot's
// commands with their options in a form, follow the interaction (a modal opens as a dialog; no
// answer within 3 s is shown as Discord shows it), and a message's own actions (edit, delete,
// dismiss an ephemeral reply). Like the rest of the script it builds nodes with textContent only.
export const INTERACTIONS_SCRIPT = String.raw`
  var OPTION_TYPES = { 3: 'text', 4: 'whole number', 5: 'yes / no', 6: 'member', 7: 'channel', 8: 'role', 9: 'member or role', 10: 'number' };

  function asUser() { return document.getElementById('author').value; }

  function commandsUrl() { return base + '/_world/commands?guild_id=' + encodeURIComponent(guildSelect.value); }

  function loadCommands() {
    if (!guildSelect.value) return Promise.resolve();
    return fetch(commandsUrl()).then(function (r) { return r.text(); }).then(function (text) {
      if (text === view.commandsJson) return;
      view.commandsJson = text;
      view.commands = entries(JSON.parse(text).commands || []);
      renderCommands();
    }).catch(function () {});
  }

  /** One entry per runnable chat-input command: a command, or each of its sub-commands ("warnings list"). */
  function entries(commands) {
    var out = [];
    var walk = function (id, path, description, options) {
      var subs = (options || []).filter(function (o) { return o.type === 1 || o.type === 2; });
      if (!subs.length) return out.push({ key: id + ':' + path, name: path, description: description, options: options || [] });
      subs.forEach(function (o) { walk(id, path + ' ' + o.name, o.description, o.options); });
    };
    commands.filter(function (c) { return c.type === 1; }).forEach(function (c) { walk(c.id, c.name, c.description, c.options); });
    return out;
  }

  function optionInput(o) {
    var g = view.guild;
    var id = 'option-' + o.name;
    var input;
    var choose = function (items) {
      input = h('select', { id: id }, option('', o.required ? 'Choose…' : '—'));
      items.forEach(function (i) { input.append(option(i[0], i[1])); });
    };
    if (o.choices && o.choices.length) choose(o.choices.map(function (c) { return [String(c.value), c.name]; }));
    else if (o.type === 5) choose([['true', 'Yes'], ['false', 'No']]);
    else if (o.type === 6 || o.type === 9) {
      var people = g.members.map(function (m) { return [m.user_id, '@' + memberName(m)]; });
      var roles = o.type === 9 ? g.roles.filter(function (r) { return r.id !== g.id; }).map(function (r) { return [r.id, '@' + r.name]; }) : [];
      choose(people.concat(roles));
    } else if (o.type === 8) choose(g.roles.map(function (r) { return [r.id, r.id === g.id ? '@everyone' : '@' + r.name]; }));
    else if (o.type === 7) choose(g.channels.filter(function (c) { return !o.channel_types || o.channel_types.indexOf(c.type) >= 0; })
      .map(function (c) { return [c.id, (c.type === 2 || c.type === 13 ? '♫ ' : '# ') + c.name]; }));
    else if (o.type === 4 || o.type === 10) {
      input = h('input', { id: id, type: 'number', step: o.type === 4 ? '1' : 'any' });
      if (o.min_value !== undefined) input.min = o.min_value;
      if (o.max_value !== undefined) input.max = o.max_value;
    } else {
      input = h('input', { id: id, type: 'text' });
      if (o.max_length !== undefined) input.maxLength = o.max_length;
      if (o.min_length !== undefined) input.minLength = o.min_length;
    }
    if (o.required) input.required = true;
    input.dataset.type = String(o.type);
    input.title = o.description;
    return h('label', { class: 'option' + (o.required ? ' required' : '') }, h('span', { text: o.name + ' · ' + (OPTION_TYPES[o.type] || 'not in this form') }), input);
  }

  function renderCommands() {
    var select = document.getElementById('command');
    var chosen = select.value;
    select.replaceChildren();
    if (!view.commands.length) select.append(option('', 'The bot has registered no commands here'));
    view.commands.forEach(function (c) { select.append(option(c.key, '/' + c.name + ' — ' + c.description)); });
    if (chosen && view.commands.some(function (c) { return c.key === chosen; })) select.value = chosen;
    document.getElementById('run-command').disabled = !view.commands.length;
    renderCommandOptions();
  }

  function renderCommandOptions() {
    var box = document.getElementById('command-options');
    box.replaceChildren();
    var c = view.commands.find(function (x) { return x.key === document.getElementById('command').value; });
    (c && c.options || []).forEach(function (o) { box.append(optionInput(o)); });
  }

  function commandOptions() {
    var values = {};
    document.querySelectorAll('#command-options [data-type]').forEach(function (input) {
      if (input.value === '') return;
      var type = Number(input.dataset.type);
      values[input.id.slice(7)] = type === 4 || type === 10 ? Number(input.value) : type === 5 ? input.value === 'true' : input.value;
    });
    return values;
  }

  /** Watches an interaction for 4 s: a modal opens; no answer in 3 s is Discord's failure. */
  function follow(started) {
    if (!started || !started.interaction_id) return;
    var id = started.interaction_id, tries = 0;
    var look = function () {
      fetch(base + '/_world/interactions/' + id).then(function (r) { return r.json(); }).then(function (i) {
        if (i.modal) return openModal(id, i.modal);
        if (i.status === 'failed') return say('The application did not respond (no answer within 3 seconds).', true);
        if (i.status === 'pending' && ++tries < 9) return setTimeout(look, 500);
        refresh(true);
      });
    };
    setTimeout(look, 300);
  }

  function openModal(interactionId, modal) {
    var dialog = document.getElementById('modal');
    var form = document.getElementById('modal-form');
    form.replaceChildren(h('h2', { id: 'modal-title', text: modal.title }));
    modal.components.forEach(function (row) {
      if (row.type === 10) return form.append(renderContent(row.content || ''));
      var input = row.type === 18 ? row.component : (row.components || [])[0];
      if (!input) return;
      var control;
      if (input.type === 3) {
        control = h('select', { name: input.custom_id });
        (input.options || []).forEach(function (o) { control.append(option(o.value, o.label)); });
      } else {
        control = h(input.style === 2 ? 'textarea' : 'input', { name: input.custom_id });
        if (input.style !== 2) control.type = 'text';
        if (input.placeholder) control.placeholder = input.placeholder;
        if (input.value) control.value = input.value;
        control.maxLength = input.max_length || 4000;
        if (input.min_length) control.minLength = input.min_length;
      }
      if (input.required !== false) control.required = true;
      var fieldId = 'modal-' + input.custom_id;
      control.id = fieldId;
      var hint = row.description ? h('span', { class: 'hint', id: fieldId + '-hint', text: row.description }) : null;
      if (hint) control.setAttribute('aria-describedby', hint.id);
      var label = row.type === 18 ? row.label : input.label;
      form.append(h('div', { class: 'field' }, h('label', { for: fieldId, text: label }), hint, control));
    });
    form.append(h('div', { class: 'actions' },
      h('button', { type: 'button', text: 'Cancel', on: { click: function () { dialog.close(); } } }),
      h('button', { type: 'submit', class: 'primary', text: 'Submit' })));
    form.onsubmit = function (e) {
      e.preventDefault();
      var values = {};
      form.querySelectorAll('[name]').forEach(function (c) { values[c.name] = c.value; });
      call('/_world/submit', { interaction_id: interactionId, user_id: asUser(), values: values }).then(function (done) {
        if (!done) return;
        dialog.close();
        follow(done);
      });
    };
    dialog.showModal();
  }

  /** A message's own actions: its author edits it; anyone may try to delete (the world says who may); an ephemeral reply is dismissed. */
  function messageExtras(m, body) {
    if (m.edited_timestamp) body.querySelector('.author').after(h('span', { class: 'edited', text: '(edited)' }));
    if ((m.flags & 128) && !m.content) body.append(h('div', { class: 'thinking', text: (m.author.global_name || m.author.username) + ' is thinking…' }));
    var at = { channel_id: m.channel_id, message_id: m.id, user_id: asUser() };
    if (m.ephemeral_for) {
      body.append(h('div', { class: 'ephemeral' }, h('span', { text: 'Only you can see this' }),
        h('button', { type: 'button', text: 'Dismiss message', on: { click: function () { call('/_world/delete', at); } } })));
      return;
    }
    if (view.editing === m.id) {
      var input = h('input', { type: 'text', maxlength: '2000', 'aria-label': 'Edit message' });
      input.value = view.draft;
      input.addEventListener('input', function () { view.draft = input.value; });
      var done = function () { view.editing = null; renderMessages(); };
      body.append(h('form', { class: 'edit-box', on: { submit: function (e) {
        e.preventDefault();
        call('/_world/edit', { channel_id: m.channel_id, message_id: m.id, user_id: asUser(), content: input.value }).then(function (ok) { if (ok) done(); });
      } } }, input, h('button', { type: 'submit', class: 'primary', text: 'Save' }), h('button', { type: 'button', text: 'Cancel', on: { click: done } })));
      setTimeout(function () { input.focus(); }, 0);
      return;
    }
    var actions = h('div', { class: 'message-actions' });
    if (m.author.id === asUser())
      actions.append(h('button', { type: 'button', text: 'Edit', on: { click: function () { view.editing = m.id; view.draft = m.content; renderMessages(); } } }));
    actions.append(h('button', { type: 'button', text: 'Delete', on: { click: function () { call('/_world/delete', at); } } }));
    body.append(actions);
  }

  /** A moderator's own menu on a member: acting as the "As" member, with the world checking their permissions. */
  function moderationRow(g, m) {
    var choice = h('select', { 'aria-label': 'Moderation for ' + memberName(m) },
      option('timeout-60', 'Time out 1 hour'), option('timeout-1440', 'Time out 1 day'), option('lift', 'Lift timeout'),
      option('kick', 'Kick'), option('ban', 'Ban'));
    var reason = h('input', { type: 'text', maxlength: '512', placeholder: 'Reason', 'aria-label': 'Reason for ' + memberName(m) });
    var act = h('button', { type: 'button', text: 'Moderate', on: { click: function () {
      var v = choice.value;
      var body = { guild_id: g.id, user_id: asUser(), target_id: m.user_id, action: v.indexOf('timeout') === 0 || v === 'lift' ? 'timeout' : v, reason: reason.value };
      if (v === 'lift') body.until = null;
      else if (v.indexOf('timeout') === 0) body.until = new Date(Date.now() + Number(v.slice(8)) * 60000).toISOString();
      call('/_world/moderate', body);
    } } });
    return h('div', { class: 'row' }, choice, reason, act);
  }

  function renderBans(g, box) {
    if (!g.bans.length) return;
    box.append(h('h2', { text: 'Banned (' + g.bans.length + ')' }));
    g.bans.forEach(function (id) {
      box.append(h('div', { class: 'member row' }, h('span', { class: 'name', text: userName(id) }),
        h('button', { type: 'button', text: 'Unban', on: { click: function () {
          call('/_world/moderate', { guild_id: g.id, user_id: asUser(), target_id: id, action: 'unban' });
        } } })));
    });
  }

  document.getElementById('command').addEventListener('change', renderCommandOptions);
  document.getElementById('command-form').addEventListener('submit', function (e) {
    e.preventDefault();
    var c = view.commands.find(function (x) { return x.key === document.getElementById('command').value; });
    if (!c) return say('Pick a command first.', true);
    if (!view.channelId) return say('Pick a text channel first.', true);
    call('/_world/command', { guild_id: guildSelect.value, channel_id: view.channelId, user_id: asUser(), name: c.name, options: commandOptions() })
      .then(follow);
  });
  document.getElementById('author').addEventListener('change', function () { view.editing = null; renderMessages(); });
`;
