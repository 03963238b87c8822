import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { LearningContent } from '@dino/content/learning';
import type { ShopContent } from '@dino/content/shop';
import type { AudioLibrary } from '@dino/content/audio';
import { apiPlugin } from './api.ts';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { AVATAR_ROUTE_PREFIX, avatarStore } from './modules/accounts/avatar.ts';
import {
  builtInAudio,
  builtInDiscover,
  builtInLearning,
  builtInLegal,
  builtInShop,
  type DiscoverContent,
} from './modules/content/import.ts';
import { mailFiles } from './modules/mail/mail-files.ts';
import { mailOutboxService } from './modules/mail/outbox.ts';
import { fileTransport, smtpTransport, type MailTransport } from './modules/mail/transport.ts';
import { webPlugin } from './modules/web/ssr.ts';
import { errorHandlerPlugin } from './plugins/error-handler.ts';
import { localePlugin } from './lib/locale.ts';
import { loggedError } from './lib/logged-error.ts';
import { readableUrl } from './lib/readable-url.ts';
import { createRateLimits } from './plugins/rate-limits.ts';
import { privateAnswersPlugin } from './plugins/private-answers.ts';
import { securityPlugin } from './plugins/security.ts';
import { validatorCompiler } from './plugins/validation.ts';
import { siteHosts, xsrfPlugin } from './plugins/xsrf.ts';
import { retentionJob } from './modules/privacy/retention.ts';
import { weeklySummaryJob } from './modules/privacy/weekly-summary.ts';
import { orderExpiryJob } from './modules/shop/order-expiry.ts';

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  /** Folder of the web app's build (client/ and server/); none means API only. */
  webBuildDir?: string | undefined;
  mailTransport?: MailTransport;
  /** The curriculum; the built-in one unless a test brings its own. */
  learning?: LearningContent;
  /** The shop; the built-in one unless a test brings its own. */
  shop?: ShopContent;
  /** The encyclopedia, facts, books and videos; the built-in ones unless a test brings its own. */
  discover?: DiscoverContent;
  /** The spoken lines' files; the built-in ones unless a test brings its own. */
  audio?: AudioLibrary;
  /** Where log lines go; standard output unless a test reads them. */
  logStream?: { write(line: string): void };
}

/** Keeps one-time tokens in page URLs (verify-email, reset-password) out of the logs. */
function withoutQuery(url: string | undefined): string | undefined {
  return url?.split('?')[0];
}

/**
 * The whole product as one Fastify instance: /api, avatars, and the web app for every other
 * path. It does not listen; server.ts does, and tests inject into it.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    rewriteUrl: (request) => readableUrl(request.url ?? '/'),
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      serializers: {
        req: (req) => ({ method: req.method, url: withoutQuery(req.url), reqId: req.id }),
        err: loggedError,
      },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const letters = mailFiles(config.dataDir);
  const transport =
    options.mailTransport ??
    (config.smtpUrl
      ? smtpTransport(config.smtpUrl, config.mailFrom)
      : fileTransport(letters, config.mailFrom, app.log));
  const outbox = mailOutboxService({
    db: database.db,
    transport,
    policy: config.mail,
    log: app.log,
  });
  const rateLimits = createRateLimits(config.rateLimits, config.redisUrl);
  app.decorate('outbox', outbox);
  const retention = retentionJob({
    db: database.db,
    avatars: avatarStore(config.dataDir),
    mailFiles: letters,
    log: app.log,
  });
  const weeklySummary = weeklySummaryJob({
    db: database.db,
    outbox,
    publicUrl: config.publicUrl,
    log: app.log,
  });
  const orderExpiry = orderExpiryJob({
    db: database.db,
    outbox,
    publicUrl: config.publicUrl,
    log: app.log,
  });
  app.addHook('onReady', async () => {
    outbox.start();
    retention.start();
    weeklySummary.start();
    orderExpiry.start();
  });
  app.addHook('onClose', async () => {
    await orderExpiry.stop();
    await weeklySummary.stop();
    await retention.stop();
    await outbox.stop();
    await rateLimits.close();
  });

  await app.register(localePlugin);
  await app.register(errorHandlerPlugin);
  await app.register(securityPlugin);
  await app.register(privateAnswersPlugin);
  await app.register(xsrfPlugin, {
    secure: config.publicUrl.startsWith('https:'),
    hosts: siteHosts(config),
  });
  await app.register(apiPlugin, {
    prefix: '/api',
    config,
    db: database.db,
    outbox,
    rateLimits,
    learning: options.learning ?? (await builtInLearning()),
    shop: options.shop ?? (await builtInShop()),
    legal: await builtInLegal(),
    discover: options.discover ?? (await builtInDiscover()),
    audio: options.audio ?? (await builtInAudio()),
  });

  const avatarsDir = avatarStore(config.dataDir).dir;
  mkdirSync(avatarsDir, { recursive: true });
  // Avatar files get a new random name on every upload, so they can be cached for a year.
  await app.register(fastifyStatic, {
    root: avatarsDir,
    prefix: AVATAR_ROUTE_PREFIX,
    decorateReply: false,
    immutable: true,
    maxAge: '365d',
    allowedPath: (pathName) => /^[\w-]+\.webp$/.test(path.basename(pathName)),
  });

  const webBuildDir = options.webBuildDir;
  if (!config.apiOnly && webBuildDir && existsSync(path.join(webBuildDir, 'server', 'index.js'))) {
    await app.register(webPlugin, { buildDir: webBuildDir, publicUrl: config.publicUrl });
  }
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    outbox: ReturnType<typeof mailOutboxService>;
  }
}
