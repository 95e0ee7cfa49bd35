import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * An answer the browser keeps and asks again about (`private, no-cache`): tagged with a hash of
 * its body (ETag), it is answered 304 with no body when the browser already holds that body
 * (If-None-Match). A settings page read again (coming back to it, Check again) then costs no
 * transfer of the page. Varies by Authorization: the tag is of the body, so another user on the
 * same browser gets a 304 only for the very same body.
 */
export async function revalidated(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (reply.statusCode !== 200 || typeof payload !== 'string') return payload;
  const tag = `"${createHash('sha256').update(payload).digest('base64url').slice(0, 27)}"`;
  reply.header('etag', tag).header('cache-control', 'private, no-cache').header('vary', 'Authorization');
  const held = request.headers['if-none-match'];
  if (held?.split(',').some((t) => t.trim().replace(/^W\//, '') === tag)) {
    reply.code(304);
    return '';
  }
  return payload;
}
