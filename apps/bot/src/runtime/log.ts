/** What the bot logs through: the server's pino logger in demo mode, or its own. */
export interface BotLog {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

export const consoleLog: BotLog = {
  info: (message) => console.log(`[bot] ${message}`),
  warn: (message) => console.warn(`[bot] ${message}`),
  error: (message) => console.error(`[bot] ${message}`),
};
