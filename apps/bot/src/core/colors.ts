/** The gold of Hoshi's embeds (greeting cards, lottery posts, draws). */
export const HOSHI_GOLD = 0xf5b942;
