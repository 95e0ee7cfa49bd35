import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { snowflakeGenerator } from '../snowflake.ts';
import type { EmulatorState } from '../state.ts';
import { applyWorldChange } from '../world-journal.ts';
import type { WorldChange } from '../world-change.ts';
import { buildStateFile, parseStateFile } from './state-format.ts';
import { readJsonFile, writeJsonFileAtomic } from './state-file.ts';

/** Serialises writes; each write saves the whole current state, so one write covers many changes. */
class StateWriter {
  dirty = false;
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly path: string,
    private readonly state: EmulatorState,
    private readonly log: FastifyBaseLogger,
  ) {}

  flush(): Promise<void> {
    this.queue = this.queue.then(() => this.writeIfDirty());
    return this.queue;
  }

  private async writeIfDirty(): Promise<void> {
    if (!this.dirty) return;
    this.dirty = false;
    try {
      await writeJsonFileAtomic(this.path, buildStateFile(this.state));
    } catch (error) {
      // Memory stays authoritative; the next change writes the whole state again.
      this.log.error({ err: error, path: this.path }, 'discord-emulator: could not write the state file');
    }
  }
}

/** Ids the emulator made (roles, channels, users); the generator must not hand them out again. */
function createdId(change: WorldChange): bigint {
  switch (change.kind) {
    case 'bot-authorized':
      return BigInt(change.roleId);
    case 'channel-created':
    case 'channel-updated':
      return BigInt(change.channel.id);
    case 'member-joined':
      return change.user ? BigInt(change.user.id) : 0n;
    case 'guild-created':
      return change.guild.channels.reduce((max, c) => (BigInt(c.id) > max ? BigInt(c.id) : max), 0n);
    default:
      return 0n;
  }
}

function createdIds(changes: WorldChange[]): bigint {
  const ids = changes.map(createdId);
  return ids.reduce((max, id) => (id > max ? id : max), 0n);
}

async function restore(state: EmulatorState, path: string, log: FastifyBaseLogger): Promise<void> {
  const read = await readJsonFile(path);
  if (read.kind === 'missing') return;
  const parsed =
    read.kind === 'json' ? parseStateFile(read.doc) : { ok: false as const, reason: read.reason };
  if (!parsed.ok) {
    log.warn(
      { path },
      `discord-emulator: ignoring the state file (${parsed.reason}); starting from the seed, the file is overwritten at the next change`,
    );
    return;
  }
  state.tokens.restore(parsed.tokens);
  let skipped = parsed.dropped;
  for (const change of parsed.worldChanges) {
    if (applyWorldChange(state.world, change)) state.worldChanges.push(change);
    else skipped += 1;
  }
  state.nextId = snowflakeGenerator(state.options.now, createdIds(state.worldChanges));
  if (skipped > 0)
    log.warn({ path, skipped }, 'discord-emulator: dropped state file entries that no longer fit the seed');
}

/**
 * Loads the state file into a fresh state, then saves after every change. The hook holds each
 * answer until its change is on disk, so a restart right after a sign-in still knows the token.
 */
export async function attachPersistence(
  app: FastifyInstance,
  state: EmulatorState,
  path: string,
): Promise<void> {
  await restore(state, path, app.log);
  const writer = new StateWriter(path, state, app.log);
  state.notifyChanged = () => {
    writer.dirty = true;
  };
  app.addHook('onSend', async (_request, _reply, payload) => {
    if (writer.dirty) await writer.flush();
    return payload;
  });
  app.addHook('onClose', async () => writer.flush());
}
