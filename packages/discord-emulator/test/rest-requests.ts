import { API, BOT_AUTH } from './emulator-harness.ts';

// Request builders shared by the fidelity cases of the bot's routes.

export const UNKNOWN = '299999999999999999';
export const JSON_HEADERS = { ...BOT_AUTH, 'content-type': 'application/json' };

export const json = (
  method: 'POST' | 'PATCH' | 'PUT',
  url: string,
  body: unknown,
  headers: Record<string, string> = JSON_HEADERS,
) => ({
  method,
  url: `${API}${url}`,
  headers,
  payload: typeof body === 'string' ? body : JSON.stringify(body),
});
export const bare = (
  method: 'GET' | 'PUT' | 'DELETE',
  url: string,
  headers: Record<string, string> = BOT_AUTH,
) => ({
  method,
  url: `${API}${url}`,
  headers,
});

/** A multipart body as @discordjs/rest sends it: payload_json, then files[n]. */
export function multipart(payload: unknown, files: Array<{ name: string; type: string; data: Buffer }>) {
  const boundary = 'hoshi-test-boundary';
  const parts: Buffer[] = [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="payload_json"\r\nContent-Type: application/json\r\n\r\n${JSON.stringify(payload)}\r\n`,
    ),
  ];
  files.forEach((file, i) => {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files[${i}]"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  });
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}
