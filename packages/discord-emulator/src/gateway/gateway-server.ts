import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { GatewayCloseCodes } from 'discord-api-types/v10';
import type { FastifyInstance } from 'fastify';
import { WebSocketServer } from 'ws';
import type { WebSocket } from 'ws';
import type { EmulatorState } from '../state.ts';
import { GatewayConnection } from './connection.ts';

/** ws(s)://host/prefix/gateway, from the Host header the client used (so a proxy's name is kept). */
export function gatewayUrl(host: string | undefined, secure: boolean, prefix: string): string {
  return `${secure ? 'wss' : 'ws'}://${host ?? 'localhost'}${prefix}/gateway`;
}

/** Refusals Discord gives before HELLO: a version other than 10, an encoding or compression we lack. */
function refusal(url: URL): { code: number; reason: string } | undefined {
  const version = url.searchParams.get('v');
  if (version !== null && version !== '10')
    return { code: GatewayCloseCodes.InvalidAPIVersion, reason: 'Invalid API version' };
  const encoding = url.searchParams.get('encoding') ?? 'json';
  if (encoding !== 'json')
    return { code: GatewayCloseCodes.DecodeError, reason: 'The emulator speaks the json encoding only' };
  if (url.searchParams.has('compress'))
    return {
      code: GatewayCloseCodes.DecodeError,
      reason: 'The emulator sends uncompressed JSON: connect without compress',
    };
  return undefined;
}

/**
 * The gateway's WebSocket, on the host server's upgrade event at `<prefix>/gateway`. Upgrades for
 * other paths are left to whoever else listens (or refused when nobody does).
 */
export function attachGateway(app: FastifyInstance, state: EmulatorState): void {
  const path = `${app.prefix}/gateway`;
  const wss = new WebSocketServer({ noServer: true, maxPayload: 4096 });

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(request.url ?? '/', 'http://emulator.invalid');
    if (url.pathname !== path && url.pathname !== `${path}/`) {
      if (app.server.listenerCount('upgrade') === 1) socket.destroy();
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws: WebSocket) => {
      const refused = refusal(url);
      if (refused) return ws.close(refused.code, refused.reason);
      const secure = (request.socket as { encrypted?: boolean }).encrypted === true;
      const connection = new GatewayConnection(state.gateway, ws, {
        heartbeatIntervalMs: state.options.heartbeatIntervalMs,
        enabledPrivilegedIntents: state.options.enabledPrivilegedIntents,
        botToken: state.options.botToken,
        url: gatewayUrl(request.headers.host, secure, app.prefix),
        sessionStarts: state.sessionStarts,
      });
      connection.start();
    });
  };

  app.server.on('upgrade', onUpgrade);
  // Before the HTTP server closes: open sockets would otherwise keep it waiting.
  app.addHook('preClose', async () => {
    app.server.off('upgrade', onUpgrade);
    state.gateway.closeAll();
    await new Promise<void>((resolve) => wss.close(() => resolve()));
  });
}
