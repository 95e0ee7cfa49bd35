import { defineModule } from '../module.ts';
import { ECONOMY_COMMANDS, Economy } from './economy.ts';

/**
 * The members' economy (docs/product.md#economy): /daily, /shop, /buy, /sell, /use, /inventory,
 * /explore, /equip and /upgrade, each answered privately in the server's bot language. Coins for
 * chatting are credited by the XP ledger (modules/xp/ledger.ts), a lottery's winners paid by its
 * announcement.
 */
export const economyModule = defineModule({
  name: 'economy',
  pages: [],
  collections: [],
  events: [],
  commands: ECONOMY_COMMANDS,
  start(context) {
    const economy = new Economy(context);
    return { interaction: (interaction) => economy.interaction(interaction) };
  },
});
