import type { FastifyPluginAsync } from 'fastify';
import type { EmulatorState } from '../state.ts';

interface AttachmentParams {
  channel_id: string;
  attachment_id: string;
  filename: string;
}

/** Files attached to messages, served like Discord's CDN serves them (the world page shows images). */
export const attachmentRoute: FastifyPluginAsync<{ state: EmulatorState }> = async (app, { state }) => {
  app.get<{ Params: AttachmentParams }>(
    '/attachments/:channel_id/:attachment_id/:filename',
    async (request, reply) => {
      const { channel_id, attachment_id, filename } = request.params;
      for (const message of state.messages.all(channel_id)) {
        const file = message.attachments.find((a) => a.id === attachment_id && a.filename === filename);
        if (file)
          return reply
            .header('cache-control', 'public, max-age=86400')
            .header('x-content-type-options', 'nosniff')
            .type(file.contentType)
            .send(file.data);
      }
      return reply.code(404).type('text/plain').send('Not Found');
    },
  );
};
