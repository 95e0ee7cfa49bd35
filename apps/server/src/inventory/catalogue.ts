// The catalogue lives in contracts so the bot's economy module (apps/bot/src/modules/economy) and
// the inventory page read the same items.
export * from '@hoshi/contracts/inventory-catalogue';
