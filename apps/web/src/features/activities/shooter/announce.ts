import type { TFunction } from 'i18next';
import type { Language } from '@hoshi/contracts';
import { sayTogether } from '../shared/say-together.ts';
import { CURSES } from './core/constants.ts';
import type { ShooterEvent } from './core/types.ts';
import type { ShooterWord } from './core/words.ts';

function target(t: TFunction, word: ShooterWord): string {
  return word.text === word.letters
    ? t('activities.shooter.say.target', { word: word.text })
    : t('activities.shooter.say.targetRomaji', { word: word.text, letters: word.letters });
}

/**
 * What a screen reader hears about one event, or null for the ones too frequent to speak
 * (shots, letters, boss hits). Score and state changes are all spoken.
 */
export function sayEvent(t: TFunction, event: ShooterEvent, lang: Language): string | null {
  const say = 'activities.shooter.say';
  switch (event.type) {
    case 'start':
      return t(`${say}.start`);
    case 'target':
      return target(t, event.word);
    case 'word':
      return t(`${say}.word`, { word: event.word.text, score: event.score });
    case 'wrong':
      return t(`${say}.wrong`, { char: event.char.toUpperCase() });
    case 'hurt':
      return t(`${say}.hurt`, { hp: event.hp });
    case 'blocked':
      return t(`${say}.blocked`);
    case 'powerUp': {
      const name = t(`activities.shooter.powerUp.${event.applied}`);
      const what = event.variant ? `${name} (${t(`activities.shooter.chaos.${event.variant}`)})` : name;
      if (event.picked === 'random') return t(`${say}.randomPowerUp`, { name: what });
      return t(CURSES.has(event.applied) ? `${say}.curse` : `${say}.powerUp`, { name: what });
    }
    case 'bossStart':
      return t(`${say}.bossStart`, {
        names: new Intl.ListFormat(lang, { type: 'conjunction' }).format(
          event.kinds.map((kind) => t(`activities.shooter.boss.${kind}`)),
        ),
      });
    case 'bossDown':
      return t(`${say}.bossDown`, { name: t(`activities.shooter.boss.${event.kind}`) });
    case 'bossBonus':
      return t(`${say}.bossBonus`, { bonus: event.bonus, score: event.score });
    case 'pause':
      return t(`${say}.paused`);
    case 'resume':
      return t(`${say}.resumed`);
    case 'over':
      return t(event.cause === 'serpent' ? `${say}.overSerpent` : `${say}.over`, { score: event.score });
    default:
      return null;
  }
}

/** What a screen reader hears for one display frame's events: each spoken one, in order. */
export function sayEvents(t: TFunction, events: readonly ShooterEvent[], lang: Language): string | null {
  const said = events.map((event) => sayEvent(t, event, lang)).filter((line) => line !== null);
  return said.length > 0 ? sayTogether(said, lang) : null;
}
