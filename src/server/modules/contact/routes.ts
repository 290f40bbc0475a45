import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '../../../shared/contracts/common';
import { contactRequest, contactResponse } from '../../../shared/contracts/contact';
import type { AppContext } from '../../context';
import { submitContactMessage } from './service';

export const contactRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.post(
    '/api/contact',
    {
      schema: {
        tags: ['contact'],
        summary: 'Send a message to support',
        body: contactRequest,
        response: { 201: contactResponse, 400: errorResponse, 429: errorResponse },
      },
      // Per IP: generous for people, tight enough to stop a script filling the inbox.
      config: { rateLimit: { max: 5, timeWindow: '10 minutes' } },
    },
    async (request, reply) => {
      const { id } = await submitContactMessage(
        { db: ctx.database.db, mailer: ctx.mailer, brandName: ctx.config.brandName, supportEmail: ctx.config.supportEmail, log: request.log },
        request.body,
      );
      return reply.code(201).send({ id, message: 'Tack för ditt meddelande! Vi svarar inom 24 timmar på vardagar.' });
    },
  );
};
