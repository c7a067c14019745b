import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import qs from 'qs';
import type { Config } from './config';
import type { Database } from './db/client';
import { createBackground } from './lib/background';
import { createMailer } from './lib/mailer';
import { authPlugin } from './plugins/auth';
import { contentChangesPlugin } from './plugins/content-changes';
import { earlyAnswers } from './plugins/early-answers';
import { errorHandler } from './plugins/error-handler';
import { externalPlugins } from './plugins/external';
import { schemaController } from './plugins/validation';
import { createRepositories } from './repositories';
import { COMPONENTS } from './schemas/components';
import { routes } from './routes';

export interface AppOptions {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
}

/** The whole API, without listening: tests drive it through app.inject. */
export async function buildApp({ config, database, logger }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    // `filters[0][field]=…` needs a real nested parser.
    routerOptions: {
      querystringParser: (text) =>
        qs.parse(text, { depth: 3, arrayLimit: 50, parameterLimit: 200 }),
    },
    schemaController: schemaController(),
    ajv: {
      customOptions: {
        removeAdditional: true,
        useDefaults: true,
        coerceTypes: 'array',
        allErrors: false,
      },
    },
    // A number of hops is believed as proxy-addr counts them: the nearest `n` addresses.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (
            (hops: number) => (_address: string, hop: number) =>
              hop < hops
          )(config.trustProxy)
        : config.trustProxy,
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate('config', config);
  const imageBase = config.apiPublicUrl ?? `http://localhost:${config.port}`;
  const repos = createRepositories(database.db, {
    imageBase,
    invitationsPerUser: config.invitationsPerUser,
    outboxRetentionDays: config.outboxRetentionDays,
  });
  app.decorate('repos', repos);
  const background = createBackground(app.log);
  app.decorate('background', background);
  app.decorate(
    'mailer',
    createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      messages: repos.messages,
      log: app.log,
      background,
      keepForDev: config.devOutbox,
    }),
  );
  app.addHook('onClose', async () => {
    await repos.views.stop();
    await app.mailer.close();
  });

  for (const schema of COMPONENTS) app.addSchema(schema);
  await app.register(errorHandler);
  await app.register(earlyAnswers);
  await app.register(externalPlugins);
  await app.register(authPlugin);
  await app.register(contentChangesPlugin);
  await app.register(routes, { prefix: '/api' });
  return app;
}
