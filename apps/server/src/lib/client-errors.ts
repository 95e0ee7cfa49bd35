import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { apiSecurityHeaders } from '../plugins/security.ts';

const errorJson = (code: string, message: string) => JSON.stringify({ error: { code, message, issues: [] } });

/**
 * An address Fastify's router cannot decode (`/%E0%A4%A`, a lone surrogate in an id): a page
 * address gets the not-found page, an `/api` one our JSON error — both with our security headers,
 * which no hook set since the request never reached a route.
 */
export function badAddress(_error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const pathname = (request.raw.url ?? '/').split('?')[0] ?? '/';
  if (
    request.method === 'GET' &&
    !pathname.startsWith('/api/') &&
    !pathname.startsWith('/discord-emulator/')
  ) {
    void request.server.badPageAddress(request, reply);
    return;
  }
  request.server.securityHeaders(request, reply);
  void reply
    .status(400)
    .type('application/json; charset=utf-8')
    .send(errorJson('invalid_request', 'The address is not valid.'));
}

/**
 * What Node's parser refuses before Fastify sees a request (headers over 16 KB, a broken request
 * line, a client too slow to send its headers): our JSON error and the strict JSON headers, as
 * every other answer gets. The request line may not have been read, so the set is the one that
 * is safe everywhere: nothing may load, frame or sniff it.
 */
export function clientErrorHandler(https: boolean) {
  const headers = apiSecurityHeaders(https);
  return (err: NodeJS.ErrnoException, socket: Socket) => {
    if (err.code === 'ECONNRESET' || socket.destroyed || !socket.writable) return;
    const [status, code, message] =
      err.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'headers_too_large', 'The request headers are too large.']
        : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? [408, 'request_timeout', 'The request took too long to arrive.']
          : [400, 'invalid_request', 'The request could not be read.'];
    const body = errorJson(code, message);
    const lines = [
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
      'content-type: application/json; charset=utf-8',
      `content-length: ${Buffer.byteLength(body)}`,
      'connection: close',
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    ];
    socket.end(`${lines.join('\r\n')}\r\n\r\n${body}`);
  };
}
