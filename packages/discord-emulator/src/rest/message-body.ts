import type { APIEmbed } from 'discord-api-types/v10';
import { isSnowflake } from '../snowflake.ts';
import type { AllowedMentions } from '../world/mentions.ts';
import { DiscordApiError, invalidBody, invalidFormBody, invalidJson } from './discord-errors.ts';
import type { FilePart, MultipartBody } from './multipart.ts';

export interface MessageInput {
  content: string;
  embeds: APIEmbed[];
  allowedMentions: AllowedMentions | undefined;
  files: Array<FilePart & { description?: string }>;
  components: unknown[];
  nonce: string | number | undefined;
  /** Answer the message made earlier with the same nonce instead of posting again. */
  enforceNonce: boolean;
}

/** Discord's limits for a message (API v10 docs). */
const MAX_CONTENT = 2000;
const MAX_NONCE = 25;
const MAX_EMBEDS = 10;
const MAX_EMBED_TOTAL = 6000;
const MAX_FILES = 10;
/** The upload limit of a server without boosts. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;

type Fields = Record<string, unknown>;
export const isRecord = (v: unknown): v is Fields => typeof v === 'object' && v !== null && !Array.isArray(v);

export const emptyMessage = () =>
  new DiscordApiError(400, { message: 'Cannot send an empty message', code: 50006 });
export const tooLarge = () => new DiscordApiError(413, { message: 'Request entity too large', code: 40005 });

function embedLength(embed: Fields): number {
  const text = (v: unknown) => (typeof v === 'string' ? v.length : 0);
  const fields = Array.isArray(embed.fields) ? (embed.fields as Fields[]) : [];
  return (
    text(embed.title) +
    text(embed.description) +
    text((embed.footer as Fields | undefined)?.text) +
    text((embed.author as Fields | undefined)?.name) +
    fields.reduce((sum, f) => sum + text(f.name) + text(f.value), 0)
  );
}

function checkEmbeds(errors: Record<string, string>, value: unknown): APIEmbed[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.length > MAX_EMBEDS || !value.every(isRecord)) {
    errors.embeds = `Must be a list of at most ${MAX_EMBEDS} embed objects.`;
    return [];
  }
  value.forEach((embed, i) => {
    const stringMax = (field: string, max: number) => {
      const v = embed[field];
      if (v !== undefined && (typeof v !== 'string' || v.length > max))
        errors[`embeds.${i}.${field}`] = `Must be ${max} or fewer in length.`;
    };
    stringMax('title', 256);
    stringMax('description', 4096);
    stringMax('url', 2048);
    const color = embed.color;
    if (
      color !== undefined &&
      color !== null &&
      (!Number.isInteger(color) || (color as number) < 0 || (color as number) > 0xffffff)
    )
      errors[`embeds.${i}.color`] = 'int value should be between 0 and 16777215.';
    const fields = embed.fields;
    if (
      fields !== undefined &&
      (!Array.isArray(fields) ||
        fields.length > 25 ||
        !fields.every((f) => isRecord(f) && typeof f.name === 'string' && typeof f.value === 'string'))
    )
      errors[`embeds.${i}.fields`] = 'Must be at most 25 fields, each with a name and a value.';
    for (const picture of ['image', 'thumbnail'] as const) {
      const p = embed[picture];
      if (p !== undefined && !(isRecord(p) && typeof p.url === 'string'))
        errors[`embeds.${i}.${picture}`] = 'Must be an object with a url.';
    }
  });
  if (value.reduce((sum: number, e) => sum + embedLength(e), 0) > MAX_EMBED_TOTAL)
    errors.embeds = `Embeds may hold at most ${MAX_EMBED_TOTAL} characters in all.`;
  return value.map((e) => ({ ...e, type: 'rich' }) as APIEmbed);
}

function checkAllowedMentions(errors: Record<string, string>, value: unknown): AllowedMentions | undefined {
  if (value === undefined || value === null) return undefined;
  const ids = (v: unknown) =>
    v === undefined ||
    (Array.isArray(v) && v.length <= 100 && v.every((id) => typeof id === 'string' && isSnowflake(id)));
  if (!isRecord(value)) {
    errors.allowed_mentions = 'Must be an object.';
    return undefined;
  }
  const parse = value.parse;
  if (
    parse !== undefined &&
    !(Array.isArray(parse) && parse.every((p) => p === 'users' || p === 'roles' || p === 'everyone'))
  )
    errors['allowed_mentions.parse'] = 'Must be a list of "users", "roles", "everyone".';
  if (!ids(value.users) || !ids(value.roles))
    errors.allowed_mentions = 'users and roles must be lists of ids.';
  // Discord refuses "parse: users" together with a users list (and the same for roles).
  for (const kind of ['users', 'roles'] as const)
    if (Array.isArray(parse) && parse.includes(kind) && Array.isArray(value[kind]))
      errors[`allowed_mentions.${kind}`] = `parse:["${kind}"] and ${kind}: [ids] are mutually exclusive.`;
  return value;
}

/** Discord numbers every component of a message (rows and their children, in order) when the sender gave no id. */
function numberComponents(components: unknown[]): unknown[] {
  let next = 1;
  const used = new Set<unknown>();
  const walk = (items: unknown[]): unknown[] =>
    items.map((item) => {
      if (!isRecord(item)) return item;
      const copy: Fields = { ...item };
      if (!Number.isInteger(copy.id)) {
        while (used.has(next)) next += 1;
        copy.id = next;
      }
      used.add(copy.id);
      if (Array.isArray(copy.components)) copy.components = walk(copy.components);
      return copy;
    });
  return walk(components);
}

/** Reads a create-message body: JSON, or multipart with payload_json and files[n]. */
export function parseMessageBody(raw: unknown): MessageInput {
  let body: unknown = raw;
  let files: MessageInput['files'] = [];
  if (isRecord(raw) && (raw as { kind?: unknown }).kind === 'multipart') {
    const multipart = (raw as unknown as { kind: 'multipart'; body: MultipartBody }).body;
    const json = multipart.fields.payload_json;
    try {
      body = json === undefined ? { ...multipart.fields } : JSON.parse(json);
    } catch {
      throw invalidJson();
    }
    files = multipart.files.filter((f) => /^files\[\d+\]$/.test(f.field));
    if (files.length > MAX_FILES) throw invalidBody(`At most ${MAX_FILES} files may be attached.`);
    if (files.some((f) => f.data.length > MAX_FILE_BYTES)) throw tooLarge();
    // attachments[] names each file by its index: description and an overriding filename.
    const described = isRecord(body) && Array.isArray(body.attachments) ? (body.attachments as Fields[]) : [];
    files = files.map((f) => {
      const index = Number(/\d+/.exec(f.field)?.[0]);
      const meta = described.find((a) => String(a.id) === String(index));
      return {
        ...f,
        filename: typeof meta?.filename === 'string' ? meta.filename : f.filename,
        ...(typeof meta?.description === 'string' ? { description: meta.description } : {}),
      };
    });
  }
  if (!isRecord(body)) throw invalidBody('Only dictionaries may be used in a DictType');
  const errors: Record<string, string> = {};
  const content = body.content ?? '';
  if (typeof content !== 'string') errors.content = 'Could not interpret the value as string.';
  else if (content.length > MAX_CONTENT) errors.content = `Must be ${MAX_CONTENT} or fewer in length.`;
  const embeds = checkEmbeds(errors, body.embeds);
  const allowedMentions = checkAllowedMentions(errors, body.allowed_mentions);
  const components = body.components ?? [];
  if (!Array.isArray(components) || components.length > 5 || !components.every(isRecord))
    errors.components = 'Must be a list of at most 5 action rows.';
  const nonce = body.nonce;
  if (nonce !== undefined && typeof nonce !== 'string' && !Number.isInteger(nonce))
    errors.nonce = 'Must be a string or an integer.';
  else if (typeof nonce === 'string' && nonce.length > MAX_NONCE)
    errors.nonce = `Must be ${MAX_NONCE} or fewer in length.`;
  const enforceNonce = body.enforce_nonce ?? false;
  if (typeof enforceNonce !== 'boolean') errors.enforce_nonce = 'Must be either true or false.';
  if (Object.keys(errors).length > 0) throw invalidFormBody(errors);
  const input: MessageInput = {
    content: content as string,
    embeds,
    allowedMentions,
    files,
    components: numberComponents(components as unknown[]),
    nonce: nonce as string | number | undefined,
    enforceNonce: enforceNonce === true,
  };
  if (
    input.content.trim() === '' &&
    embeds.length === 0 &&
    files.length === 0 &&
    input.components.length === 0
  )
    throw emptyMessage();
  return input;
}
