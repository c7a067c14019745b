import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Email, errorResponses, MessageSchema, MultilineText, Text } from '../../schemas/common';

const tags = ['contact'];

export const contactRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { repos } = app;

  app.post(
    '/contact',
    {
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags,
        body: Type.Object({
          name: Text(100, 1),
          email: Email,
          phone_number: Text(30, 1),
          message: MultilineText(5000, 1),
        }),
        response: { 201: MessageSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const { name, email, phone_number: phoneNumber, message } = request.body;
      await repos.messages.contact({ name, email, phoneNumber, message });
      return reply.code(201).send({ message: 'Thank you, we will get back to you soon.' });
    },
  );

  app.post(
    '/newsletter',
    {
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags,
        body: Type.Object({ email: Email }),
        response: { 201: MessageSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      await repos.messages.subscribe(request.body.email.trim().toLowerCase());
      return reply.code(201).send({ message: 'You are subscribed to our newsletter.' });
    },
  );
};
