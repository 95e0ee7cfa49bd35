import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

export type ReadResult =
  { kind: 'missing' } | { kind: 'unreadable'; reason: string } | { kind: 'json'; doc: unknown };

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export async function readJsonFile(path: string): Promise<ReadResult> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { kind: 'missing' };
    return { kind: 'unreadable', reason: reasonOf(error) };
  }
  try {
    return { kind: 'json', doc: JSON.parse(text) as unknown };
  } catch (error) {
    return { kind: 'unreadable', reason: `not valid JSON (${reasonOf(error)})` };
  }
}

/**
 * Writes a temp file beside the target, then renames it over the target: rename is atomic within
 * one file system, so a crash mid-write leaves the previous file whole, never a truncated one.
 * Mode 0600 because the file holds live bearer tokens.
 */
export async function writeJsonFileAtomic(path: string, data: unknown): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const temp = `${path}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  try {
    await writeFile(temp, `${JSON.stringify(data, null, 2)}\n`, { mode: 0o600 });
    await rename(temp, path);
  } catch (error) {
    await unlink(temp).catch(() => {});
    throw error;
  }
}
