import {
  ActionRowBuilder,
  ButtonBuilder,
  ButtonStyle,
  ChannelType,
  Client,
  Events,
  GatewayIntentBits,
  LabelBuilder,
  MessageFlags,
  ModalBuilder,
  PermissionFlagsBits,
  SlashCommandBuilder,
  TextInputBuilder,
  TextInputStyle,
} from 'discord.js';
import type {
  ButtonInteraction,
  ChatInputCommandInteraction,
  Interaction,
  ModalSubmitInteraction,
  TextChannel,
} from 'discord.js';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO } from '../src/index.ts';
import type { Running } from './gateway-harness.ts';
import { listening, world } from './gateway-harness.ts';

// The conformance test for interactions: discord.js v14 registers commands, receives them from the
// gateway and answers with its own methods (reply, deferReply, editReply, followUp, showModal),
// then receives the modal submitted on the world's side.

let running: Running | undefined;
let client: Client | undefined;

afterEach(async () => {
  await client?.destroy();
  await running?.app.close();
  client = undefined;
  running = undefined;
});

const WARN = new SlashCommandBuilder()
  .setName('warn')
  .setDescription('Warn a member')
  .setDefaultMemberPermissions(PermissionFlagsBits.ModerateMembers)
  .addUserOption((o) => o.setName('user').setDescription('Who').setRequired(true))
  .addStringOption((o) => o.setName('reason').setDescription('Why').setRequired(true).setMaxLength(200))
  .addIntegerOption((o) => o.setName('days').setDescription('For how long').setMinValue(1).setMaxValue(28))
  .addRoleOption((o) => o.setName('role').setDescription('A role'))
  .addChannelOption((o) =>
    o.setName('channel').setDescription('Where').addChannelTypes(ChannelType.GuildText),
  );

const NOTE = new SlashCommandBuilder().setName('note').setDescription('Write a note about a member');

interface WorldInteraction {
  status: string;
  responses: Array<{ type: number | string; data: { content?: string; flags?: number } | null }>;
}

async function started(): Promise<{ running: Running; client: Client }> {
  running = await listening();
  client = new Client({
    intents: [GatewayIntentBits.Guilds, GatewayIntentBits.GuildMessages, GatewayIntentBits.MessageContent],
    rest: { api: `${running.base}/api` },
  });
  const ready = new Promise<void>((resolve) => client?.once(Events.ClientReady, () => resolve()));
  await client.login(DEMO.botToken);
  await ready;
  return { running, client };
}

function next<T extends Interaction>(bot: Client, accept: (i: Interaction) => i is T): Promise<T> {
  return new Promise((resolve) => {
    const listener = (interaction: Interaction) => {
      if (!accept(interaction)) return;
      bot.off(Events.InteractionCreate, listener);
      resolve(interaction);
    };
    bot.on(Events.InteractionCreate, listener);
  });
}

const isCommand = (i: Interaction): i is ChatInputCommandInteraction => i.isChatInputCommand();
const isModal = (i: Interaction): i is ModalSubmitInteraction => i.isModalSubmit();

async function seen(app: Running['app'], id: string): Promise<WorldInteraction> {
  return (await app.inject({ url: `/discord-emulator/_world/interactions/${id}` })).json<WorldInteraction>();
}

/** A member runs a command in #general through the world; the interaction as discord.js hands it over. */
async function run(
  bot: Client,
  app: Running['app'],
  body: { user_id: string; name: string; options?: Record<string, unknown> },
): Promise<{ interaction: ChatInputCommandInteraction; id: string }> {
  const arrived = next(bot, isCommand);
  const ran = await world(app, '/_world/command', {
    guild_id: DEMO.guilds.A,
    channel_id: DEMO.channels.generalA,
    ...body,
  });
  expect(ran.statusCode, ran.body).toBe(201);
  return { interaction: await arrived, id: ran.json<{ interaction_id: string }>().interaction_id };
}

describe('discord.js v14 interactions against the emulator', () => {
  it('registers commands (guild bulk overwrite, global create), gets a command with its options and answers it', async () => {
    const { running, client } = await started();
    const application = client.application;
    if (!application) throw new Error('no application after READY');
    const set = await application.commands.set([WARN, NOTE], DEMO.guilds.A);
    expect([...set.values()].map((c) => c.name).sort()).toEqual(['note', 'warn']);
    const warn = set.find((c) => c.name === 'warn');
    expect(warn?.defaultMemberPermissions?.has(PermissionFlagsBits.ModerateMembers)).toBe(true);
    const global = await application.commands.create({ name: 'ping', description: 'Is Hoshi there?' });
    expect((await application.commands.fetch()).map((c) => c.id)).toEqual([global.id]);
    expect((await client.guilds.cache.get(DEMO.guilds.A)?.commands.fetch())?.size).toBe(2);

    const { interaction, id } = await run(client, running.app, {
      user_id: DEMO.users.akari,
      name: 'warn',
      options: {
        user: DEMO.users.mika,
        reason: 'posting invites',
        days: 3,
        role: DEMO.roles.funA,
        channel: DEMO.channels.generalA,
      },
    });
    expect(interaction.commandName).toBe('warn');
    expect(interaction.commandId).toBe(warn?.id);
    expect(interaction.user.id).toBe(DEMO.users.akari);
    expect(interaction.memberPermissions?.has(PermissionFlagsBits.ModerateMembers)).toBe(true);
    expect(interaction.options.getUser('user', true).username).toBe('mika');
    expect(interaction.options.getMember('user')).not.toBeNull();
    expect(interaction.options.getString('reason', true)).toBe('posting invites');
    expect(interaction.options.getInteger('days')).toBe(3);
    expect(interaction.options.getRole('role')?.name).toBe('Stargazers');
    expect(interaction.options.getChannel('channel')?.id).toBe(DEMO.channels.generalA);

    await interaction.deferReply({ flags: MessageFlags.Ephemeral });
    const edited = await interaction.editReply('mika was warned (case 1).');
    expect(edited.content).toBe('mika was warned (case 1).');
    const fetched = await interaction.fetchReply();
    expect(fetched.id).toBe(edited.id);
    const followUp = await interaction.followUp({
      content: 'They were told by DM.',
      flags: MessageFlags.Ephemeral,
    });
    expect(followUp.flags.has(MessageFlags.Ephemeral)).toBe(true);

    const answers = await seen(running.app, id);
    expect(answers.status).toBe('answered');
    expect(answers.responses.map((r) => [r.type, r.data?.content])).toEqual([
      [5, undefined],
      ['edit', 'mika was warned (case 1).'],
      ['followup', 'They were told by DM.'],
    ]);
  });

  it('reads a sub-command and its options the way discord.js hoists them', async () => {
    const { running, client } = await started();
    const warnings = new SlashCommandBuilder()
      .setName('warnings')
      .setDescription('Warnings')
      .addSubcommand((sub) =>
        sub
          .setName('list')
          .setDescription('A member’s warnings')
          .addUserOption((o) => o.setName('user').setDescription('Who').setRequired(true)),
      );
    await client.application?.commands.set([warnings], DEMO.guilds.A);
    const { interaction } = await run(client, running.app, {
      user_id: DEMO.users.akari,
      name: 'warnings list',
      options: { user: DEMO.users.mika },
    });
    expect(interaction.options.getSubcommand()).toBe('list');
    expect(interaction.options.getUser('user', true).id).toBe(DEMO.users.mika);
    await interaction.reply({ content: 'No warnings.', flags: MessageFlags.Ephemeral });
  });

  it('answers with reply({ withResponse }), deletes its reply, and updates a button’s message', async () => {
    const { running, client } = await started();
    await client.application?.commands.set([NOTE], DEMO.guilds.A);
    const { interaction } = await run(client, running.app, { user_id: DEMO.users.akari, name: 'note' });
    const row = new ActionRowBuilder<ButtonBuilder>().addComponents(
      new ButtonBuilder().setCustomId('note:done').setLabel('Done').setStyle(ButtonStyle.Success),
    );
    const response = await interaction.reply({
      content: 'A note was written.',
      components: [row],
      withResponse: true,
    });
    const message = response.resource?.message;
    expect(message?.content).toBe('A note was written.');
    const followUp = await interaction.followUp('And a second one.');
    await interaction.deleteReply(followUp.id);
    const history = await (client.channels.cache.get(DEMO.channels.generalA) as TextChannel).messages.fetch();
    expect(history.map((m) => m.content)).toContain('A note was written.');
    expect(history.map((m) => m.content)).not.toContain('And a second one.');

    const pressed = next(client, (i): i is ButtonInteraction => i.isButton());
    await world(running.app, '/_world/click', {
      message_id: message?.id,
      user_id: DEMO.users.mika,
      custom_id: 'note:done',
    });
    const button = await pressed;
    await button.update({ content: 'A note was written (done).', components: [] });
    const updated = await (client.channels.cache.get(DEMO.channels.generalA) as TextChannel).messages.fetch(
      message?.id ?? '',
    );
    expect([updated.content, updated.components.length]).toEqual(['A note was written (done).', 0]);
  });

  it('opens a modal with showModal, receives the submit and replies to it', async () => {
    const { running, client } = await started();
    await client.application?.commands.set([NOTE], DEMO.guilds.A);
    const { interaction: command, id } = await run(client, running.app, {
      user_id: DEMO.users.mika,
      name: 'note',
    });
    const modal = new ModalBuilder()
      .setCustomId('note:modal')
      .setTitle('A note')
      .addLabelComponents(
        new LabelBuilder()
          .setLabel('Note')
          .setDescription('Only moderators read it')
          .setTextInputComponent(
            new TextInputBuilder()
              .setCustomId('note')
              .setStyle(TextInputStyle.Paragraph)
              .setMinLength(2)
              .setMaxLength(500),
          ),
      );
    await command.showModal(modal);

    const submitted = next(client, isModal);
    const submit = await world(running.app, '/_world/submit', {
      interaction_id: id,
      user_id: DEMO.users.mika,
      values: { note: 'Keeps to the rules.' },
    });
    expect(submit.statusCode, submit.body).toBe(201);
    const modalSubmit = await submitted;
    expect(modalSubmit.customId).toBe('note:modal');
    expect(modalSubmit.fields.getTextInputValue('note')).toBe('Keeps to the rules.');
    await modalSubmit.reply({ content: 'Noted.', flags: MessageFlags.Ephemeral });

    const answers = await seen(running.app, submit.json<{ interaction_id: string }>().interaction_id);
    expect(answers.responses).toMatchObject([{ type: 4, data: { content: 'Noted.', flags: 64 } }]);
  });
});
