import type { FastifyReply, FastifyRequest } from 'fastify';

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 addresses. */
export function isLoopback(address: string | undefined): boolean {
  if (address === undefined) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4.startsWith('127.') || address === '::1';
}

/**
 * The test switches and the world's controls act as anyone: only this machine may use them, so a
 * demo server reachable from the network does not let strangers act. The socket's address is used,
 * never X-Forwarded-For, which a stranger could write.
 */
export async function loopbackOnly(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (isLoopback(request.socket.remoteAddress)) return;
  await reply
    .code(403)
    .send({ error: 'The emulator’s control routes answer requests from this machine (loopback) only.' });
}
