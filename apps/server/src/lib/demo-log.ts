import { Writable } from 'node:stream';

const LEVELS: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO ',
  40: 'WARN ',
  50: 'ERROR',
  60: 'FATAL',
};
const COLOURS: Record<number, string> = {
  40: '\x1b[33m',
  50: '\x1b[31m',
  60: '\x1b[31m',
  20: '\x1b[2m',
  10: '\x1b[2m',
};
const BOLD = '\x1b[1m';
const RESET = '\x1b[0m';

/**
 * One pino JSON line as the demo's log shows it (production stays JSON): the time, the level and
 * the message; an error's stack below it; lines marked `startup` (the address, the mode, the bot
 * connected) with a star, bold when the terminal has colour.
 */
export function demoLogLine(json: string, colour: boolean): string {
  let entry: {
    level?: number;
    time?: number;
    msg?: string;
    startup?: boolean;
    err?: { stack?: string; message?: string };
  };
  try {
    entry = JSON.parse(json) as typeof entry;
  } catch {
    return json.endsWith('\n') ? json : `${json}\n`;
  }
  const level = entry.level ?? 30;
  const time = new Date(entry.time ?? Date.now()).toISOString().slice(11, 19);
  const message = entry.startup ? `★ ${entry.msg ?? ''}` : (entry.msg ?? '');
  const stack = entry.err ? `\n${entry.err.stack ?? entry.err.message ?? ''}` : '';
  const text = `${time} ${LEVELS[level] ?? 'INFO '} ${message}${stack}`;
  if (!colour) return `${text}\n`;
  const style = entry.startup ? BOLD : (COLOURS[level] ?? '');
  return style ? `${style}${text}${RESET}\n` : `${text}\n`;
}

/** Where the demo's logger writes: each JSON line formatted, to stdout. */
export function demoLogStream(out: NodeJS.WriteStream = process.stdout): Writable {
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const json of chunk.toString('utf8').split('\n'))
        if (json.trim()) out.write(demoLogLine(json, out.isTTY === true));
      done();
    },
  });
}
