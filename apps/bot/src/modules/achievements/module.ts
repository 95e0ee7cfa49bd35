import {
  ApplicationCommandOptionType,
  ApplicationCommandType,
  InteractionContextType,
  InteractionType,
  type APIApplicationCommandBasicOption,
  type APIApplicationCommandInteractionDataOption,
  type APIApplicationCommandSubcommandOption,
  type APIInteraction,
  type RESTPostAPIApplicationCommandsJSONBody,
} from 'discord-api-types/v10';
import { eq } from 'drizzle-orm';
import { pet as petSchema, PET_NICKNAME_MAX } from '@hoshi/contracts';
import { DRAW_ENERGY_COST, PET_ABILITY } from '@hoshi/contracts/profile-rules';
import { CARDS, PETS } from '@hoshi/contracts/profile-catalogue';
import {
  adoptPet,
  changePet,
  drawCard,
  EVENT_KEY_PREFIX,
  feedPet,
  recordVoice,
  schema,
  storedPets,
} from '@hoshi/db';
import { privateReply } from '../../core/interaction-reply.ts';
import { defineModule, type ModuleContext, type ModuleRuntime } from '../module.ts';
import { pickCard } from './draw.ts';
import { ProgressLedger } from './ledger.ts';
import { achievementWords, cardName, COMMAND_TEXT } from './messages.ts';
import { award, commandEvents, messageEvents, repliedTo, tellWithReply } from './progress.ts';

type ChatInputOptions = NonNullable<
  Extract<RESTPostAPIApplicationCommandsJSONBody, { type?: ApplicationCommandType.ChatInput }>['options']
>;

const command = (
  name: keyof typeof COMMAND_TEXT,
  options: ChatInputOptions = [],
): RESTPostAPIApplicationCommandsJSONBody => ({
  type: ApplicationCommandType.ChatInput,
  name,
  description: COMMAND_TEXT[name].description.en,
  description_localizations: { ja: COMMAND_TEXT[name].description.ja },
  options,
  contexts: [InteractionContextType.Guild],
});

/** The pet to act on: the catalogue's kinds, named in the member's client language. */
const petOption = {
  type: ApplicationCommandOptionType.String,
  name: 'pet',
  description: COMMAND_TEXT.pet.kind.en,
  description_localizations: { ja: COMMAND_TEXT.pet.kind.ja },
  required: true,
  choices: Object.entries(PETS).map(([id, p]) => ({
    name: p.name.en,
    name_localizations: { ja: p.name.ja },
    value: id,
  })),
} as const;

const subcommand = (
  name: 'adopt' | 'feed' | 'active' | 'name',
  options: APIApplicationCommandBasicOption[],
): APIApplicationCommandSubcommandOption => ({
  type: ApplicationCommandOptionType.Subcommand,
  name,
  description: COMMAND_TEXT.pet[name].en,
  description_localizations: { ja: COMMAND_TEXT.pet[name].ja },
  options,
});

export const ACHIEVEMENT_COMMANDS: readonly RESTPostAPIApplicationCommandsJSONBody[] = [
  command('thank', [
    {
      type: ApplicationCommandOptionType.User,
      name: 'member',
      description: COMMAND_TEXT.thank.member.en,
      description_localizations: { ja: COMMAND_TEXT.thank.member.ja },
      required: true,
    },
  ]),
  command('draw'),
  command('pet', [
    subcommand('adopt', [petOption]),
    subcommand('feed', []),
    subcommand('active', [petOption]),
    subcommand('name', [
      petOption,
      {
        type: ApplicationCommandOptionType.String,
        name: 'nickname',
        description: COMMAND_TEXT.pet.nickname.en,
        description_localizations: { ja: COMMAND_TEXT.pet.nickname.ja },
        max_length: PET_NICKNAME_MAX,
        required: false,
      },
    ]),
  ]),
];

const optionValue = (
  options: readonly APIApplicationCommandInteractionDataOption[] | undefined,
  name: string,
) => {
  const found = options?.find((o) => o.name === name);
  return found && 'value' in found ? found.value : undefined;
};

/** The active pet's kind, from the member's profile (none: null). */
async function activePet(context: ModuleContext<'xp'>, userId: string): Promise<string | null> {
  const [row] = await context.db
    .select({ pets: schema.profiles.pets })
    .from(schema.profiles)
    .where(eq(schema.profiles.userId, userId));
  return storedPets(row?.pets).find((p) => p.active)?.id ?? null;
}

/**
 * Achievements, /thank, /draw and /pet (docs/product.md#achievements): members' messages, commands and
 * voice sessions counted once each toward the catalogue's achievements; what is cleared told in
 * the level-up channel, or privately with the member's next command.
 */
export const achievementsModule = defineModule({
  name: 'achievements',
  pages: ['xp'],
  collections: [],
  events: ['messageCreate'],
  commands: ACHIEVEMENT_COMMANDS,
  start(context): ModuleRuntime {
    const { log } = context;
    let work: Promise<unknown> = Promise.resolve();
    const track = (p: Promise<unknown>, what: string) => {
      const done = p.catch((err: unknown) =>
        log.error(`${what}: ${err instanceof Error ? err.message : String(err)}`),
      );
      work = Promise.all([work, done]);
    };

    // Every member's messages of a moment are counted in one batch, as XP is (ledger.ts); each
    // message keeps its own keys, so a replay still counts once (docs/product.md#achievements).
    const ledger = new ProgressLedger(context, (err: unknown) =>
      log.error(`achievements not counted: ${err instanceof Error ? err.message : String(err)}`),
    );

    const thank = async (interaction: APIInteraction, guildId: string, userId: string) => {
      const { lang } = await context.settings(guildId);
      const words = achievementWords(lang);
      const data = interaction.type === InteractionType.ApplicationCommand ? interaction.data : undefined;
      const options = data && 'options' in data ? data.options : undefined;
      const target = String(optionValue(options, 'member') ?? '');
      const resolved = data && 'resolved' in data ? data.resolved : undefined;
      const user = resolved && 'users' in resolved ? resolved.users?.[target] : undefined;
      const mention = `<@${target}>`;
      if (target === userId) return privateReply(context.rest, interaction, words.thankSelf);
      if (user?.bot) return privateReply(context.rest, interaction, words.thankBot);
      // Each member's thanks counts once for whom they thank (docs/product.md#achievements).
      const { counted } = await award(context, guildId, target, [
        { key: `thank:${userId}:${target}`, updates: [{ counter: 'thanked', value: 1 }] },
      ]);
      return privateReply(
        context.rest,
        interaction,
        counted ? words.thanked(mention) : words.thankedBefore(mention),
      );
    };

    const draw = async (interaction: APIInteraction, guildId: string, userId: string) => {
      const { lang } = await context.settings(guildId);
      const words = achievementWords(lang);
      const active = await activePet(context, userId);
      const card = pickCard(Math.random, active === 'stardust-cat');
      // Comet Fox: a cheaper draw; Meteor Pup: sometimes a free one (profile-rules PET_ABILITY).
      const cost =
        active === 'meteor-pup' && Math.random() < PET_ABILITY.meteorPupFreeDrawChance
          ? 0
          : active === 'comet-fox'
            ? PET_ABILITY.cometFoxDrawCost
            : DRAW_ENERGY_COST;
      const outcome = await drawCard(context.db, {
        guildId,
        userId,
        key: `${EVENT_KEY_PREFIX}draw:${interaction.id}`,
        card,
        cost,
        toldNow: false,
        now: context.now(),
        duplicateStars: active === 'aurora-penguin' ? PET_ABILITY.penguinDuplicateStars : 1,
      });
      if (outcome.kind === 'replay') return;
      if (outcome.kind === 'noEnergy')
        return privateReply(context.rest, interaction, words.noEnergy(outcome.energy, cost));
      const entry = CARDS[outcome.card];
      const name = cardName(outcome.card, lang);
      const rank = entry?.rank ?? '?';
      const line = !outcome.duplicate
        ? words.drew(name, rank, outcome.stars)
        : entry && outcome.stars === 5 && entry.stars === 5
          ? words.drewMaxed(name, rank)
          : words.drewAgain(name, rank, outcome.stars);
      return privateReply(context.rest, interaction, `${line}\n${words.energyLeft(outcome.energy)}`);
    };

    const pet = async (interaction: APIInteraction, guildId: string, userId: string) => {
      const { lang } = await context.settings(guildId);
      const words = achievementWords(lang);
      const data = interaction.type === InteractionType.ApplicationCommand ? interaction.data : undefined;
      const sub = data && 'options' in data ? data.options?.[0] : undefined;
      if (!sub || sub.type !== ApplicationCommandOptionType.Subcommand) return;
      const petId = String(optionValue(sub.options, 'pet') ?? '');
      const named = (id: string) => PETS[id]?.name[lang] ?? id;
      const reply = (content: string) => privateReply(context.rest, interaction, content);
      switch (sub.name) {
        case 'adopt': {
          if (!Object.hasOwn(PETS, petId)) return reply(words.notYourPet(petId));
          const outcome = await adoptPet(context.db, {
            userId,
            key: `${EVENT_KEY_PREFIX}pet:${interaction.id}`,
            petId,
          });
          if (outcome.kind === 'replay') return;
          if (outcome.kind === 'owned') return reply(words.petOwned(named(petId)));
          if (outcome.kind === 'notReady') return reply(words.petNotReady(outcome.level));
          return reply(words.adopted(named(petId), outcome.active));
        }
        case 'feed': {
          const outcome = await feedPet(context.db, {
            userId,
            key: `${EVENT_KEY_PREFIX}pet:${interaction.id}`,
            at: context.now(),
          });
          if (outcome.kind === 'replay') return;
          if (outcome.kind === 'noPet') return reply(words.noActivePet);
          if (outcome.kind === 'tooSoon') {
            const [row] = await context.db
              .select({ pets: schema.profiles.pets })
              .from(schema.profiles)
              .where(eq(schema.profiles.userId, userId));
            const active = storedPets(row?.pets).find((p) => p.active);
            return reply(
              words.feedTooSoon(named(active?.id ?? ''), `<t:${Math.ceil(outcome.retryAt / 1000)}:R>`),
            );
          }
          return reply(words.fed(named(outcome.petId), outcome.level));
        }
        case 'active': {
          const changed = await changePet(context.db, userId, petId, { active: true });
          return reply(
            changed === 'changed' ? words.nowActive(named(petId)) : words.notYourPet(named(petId)),
          );
        }
        case 'name': {
          const nickname = petSchema.shape.nickname.safeParse(
            String(optionValue(sub.options, 'nickname') ?? ''),
          );
          const value = nickname.success ? nickname.data : '';
          const changed = await changePet(context.db, userId, petId, { nickname: value });
          if (changed === 'notOwned') return reply(words.notYourPet(named(petId)));
          return reply(value ? words.named(named(petId), value) : words.unnamed(named(petId)));
        }
        default:
          return;
      }
    };

    return {
      message(event) {
        if (event.kind !== 'messageCreate') return;
        const m = event.message;
        if (!m.guild_id || m.author.bot || m.webhook_id) return;
        const guildId = m.guild_id;
        const counted = {
          id: m.id,
          guildId,
          userId: m.author.id,
          at: Date.parse(m.timestamp),
          joinedAt: m.member?.joined_at,
        };
        // Welcome Committee: a new member's first message marked, a reply to one counted.
        ledger.add({
          guildId,
          userId: m.author.id,
          events: messageEvents({ ...counted, premiumSince: m.member?.premium_since }),
          welcome: { ...counted, repliesTo: repliedTo(m) },
        });
      },
      async interaction(interaction) {
        if (interaction.type !== InteractionType.ApplicationCommand) return;
        const guildId = interaction.guild_id;
        const userId = interaction.member?.user.id;
        if (!guildId || !userId) return;
        if (interaction.data.name === 'thank') await thank(interaction, guildId, userId);
        else if (interaction.data.name === 'draw') await draw(interaction, guildId, userId);
        else if (interaction.data.name === 'pet') await pet(interaction, guildId, userId);
      },
      afterInteraction(interaction) {
        if (interaction.type !== InteractionType.ApplicationCommand) return;
        const guildId = interaction.guild_id;
        const userId = interaction.member?.user.id;
        if (!guildId || !userId) return;
        track(
          (async () => {
            await award(
              context,
              guildId,
              userId,
              commandEvents(interaction.id, guildId, userId, context.now()),
            );
            await tellWithReply(context, interaction, userId);
          })(),
          `achievements not counted for interaction ${interaction.id}`,
        );
      },
      voice(state, at) {
        const userId = state.user_id;
        if (!state.guild_id || state.member?.user.bot) return;
        const guildId = state.guild_id;
        track(
          (async () => {
            const events = await recordVoice(context.db, {
              guildId,
              userId,
              inChannel: state.channel_id !== null,
              at,
            });
            if (events.length > 0) await award(context, guildId, userId, events);
          })(),
          `voice time not counted for ${userId}`,
        );
      },
      idle: async () => {
        await ledger.idle();
        await work;
      },
    };
  },
});
