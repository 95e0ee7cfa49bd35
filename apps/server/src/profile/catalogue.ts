/** The profile catalogues live in @hoshi/contracts (the bot names what it awards from them). */
export * from '@hoshi/contracts/profile-catalogue';
