import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { AVATAR_MAX_BYTES, CHILD_AVATAR_ART_PATH, legalVersion } from '@dino/contract';
import type { AudioLibrary } from '@dino/content/audio';
import type { LearningContent } from '@dino/content/learning';
import type { LegalContent } from '@dino/content/legal';
import type { ShopContent } from '@dino/content/shop';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { HttpError } from './lib/http-error.ts';
import { avatarStore } from './modules/accounts/avatar.ts';
import { builtInAvatarArt } from './modules/accounts/avatar-art.ts';
import { accountsRoutes } from './modules/accounts/routes.ts';
import { childSignInRoutes } from './modules/accounts/child-sign-in.routes.ts';
import { childSignInService } from './modules/accounts/child-sign-in.service.ts';
import { userPresenter } from './modules/accounts/presenter.ts';
import { accountsService } from './modules/accounts/service.ts';
import { playAsRoutes } from './modules/accounts/play-as.routes.ts';
import { playAsService } from './modules/accounts/play-as.service.ts';
import { sessionResolver } from './modules/accounts/session.ts';
import type { DiscoverContent } from './modules/content/import.ts';
import { discoverRoutes } from './modules/discover/index.ts';
import { familyService } from './modules/family/family.service.ts';
import { familyRoutes } from './modules/family/routes.ts';
import { privacyService } from './modules/privacy/privacy.service.ts';
import { privacyRoutes } from './modules/privacy/routes.ts';
import { contactRoutes } from './modules/contact/routes.ts';
import { countryRoutes } from './modules/country/routes.ts';
import { playsRepository } from './modules/games/plays.repository.ts';
import { gamesRoutes } from './modules/games/routes.ts';
import { legalRoutes } from './modules/legal/routes.ts';
import { SHOP_ART_PATH, artRoutes, artUrls } from './modules/learning/art.routes.ts';
import { learningRepository } from './modules/learning/learning.repository.ts';
import { learningRoutes } from './modules/learning/routes.ts';
import { learningService } from './modules/learning/service.ts';
import { mailFiles } from './modules/mail/mail-files.ts';
import { narrationRoutes } from './modules/narration/routes.ts';
import { spokenUrls } from './modules/narration/spoken-urls.ts';
import type { MailOutbox } from './modules/mail/outbox.ts';
import { basketService } from './modules/shop/basket.service.ts';
import { catalogRepository } from './modules/shop/catalog.repository.ts';
import { ordersService } from './modules/shop/orders.service.ts';
import { shopRoutes } from './modules/shop/routes.ts';
import { sendError } from './plugins/error-handler.ts';
import type { RateLimits } from './plugins/rate-limits.ts';
import { securitySchemes } from './lib/openapi.ts';

export interface ApiDeps {
  config: Config;
  db: Database;
  outbox: MailOutbox;
  rateLimits: RateLimits;
  /** The curriculum as read from content/learning: its art is served from memory. */
  learning: LearningContent;
  /** The shop as read from content/shop: its pictures are served from memory too. */
  shop: ShopContent;
  /** The terms and the privacy policy, served from memory. */
  legal: LegalContent;
  /** The encyclopedia, facts, books and videos, served from memory. */
  discover: DiscoverContent;
  /** The spoken lines' files (content/audio). */
  audio: AudioLibrary;
}

/** Everything under /api: the contract of spec section 7 and API.md, and its OpenAPI document. */
export async function apiPlugin(app: FastifyInstance, deps: ApiDeps): Promise<void> {
  const { config, db, outbox, rateLimits, learning, shop, legal, discover, audio } = deps;
  const spokenUrl = spokenUrls(audio);
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Dino API',
        version: '1.0.0',
        description:
          'Every call answers in the envelopes of API.md and in the language of `Accept-Language` (hy, ru or en; hy by default).',
      },
      servers: [{ url: `${config.publicUrl}/api` }],
      components: {
        securitySchemes,
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  await app.register(multipart, {
    limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 30, fieldSize: 10_000, parts: 40 },
  });

  const termsVersion = legalVersion(legal);
  const avatarArt = await builtInAvatarArt();
  const present = userPresenter(termsVersion, artUrls(avatarArt, CHILD_AVATAR_ART_PATH));
  const accounts = accountsService({
    db,
    avatars: avatarStore(config.dataDir),
    outbox,
    publicUrl: config.publicUrl,
    termsVersion,
    reservedAddresses: config.reservedAddresses,
    rateLimits,
  });
  const resolveSession = sessionResolver(accounts.users);
  app.decorateRequest('session', null);
  app.addHook('preHandler', async (request) => {
    request.session = await resolveSession(request);
  });

  const routes = app.withTypeProvider<ZodTypeProvider>();
  await routes.register(
    accountsRoutes({ accounts, rateLimits, present, loginDelay: config.loginDelay }),
  );
  await routes.register(
    artRoutes(avatarArt, CHILD_AVATAR_ART_PATH, 'accounts', 'A drawn avatar of a child (SVG)'),
  );
  await routes.register(
    playAsRoutes({
      playAs: playAsService(db),
      present,
      secure: config.publicUrl.startsWith('https:'),
    }),
  );
  await routes.register(
    childSignInRoutes({ childSignIn: childSignInService(db), rateLimits, present }),
  );
  const avatars = avatarStore(config.dataDir);
  const letters = mailFiles(config.dataDir);
  await routes.register(
    familyRoutes({
      family: familyService({ db, avatars, mailFiles: letters, rateLimits }),
      present,
    }),
  );
  await routes.register(
    privacyRoutes({
      privacy: privacyService({
        db,
        avatars,
        mailFiles: letters,
        outbox,
        rateLimits,
        publicUrl: config.publicUrl,
        termsVersion,
      }),
      present,
    }),
  );
  await routes.register(
    countryRoutes({ countryHeader: config.countryHeader, trustProxy: Boolean(config.trustProxy) }),
  );

  await routes.register(
    learningRoutes({
      learning: learningService(learningRepository(db)),
      art: { url: artUrls(learning.art), file: (key) => learning.art.get(key) },
      spokenUrl,
    }),
  );
  await routes.register(artRoutes(learning.art));
  await routes.register(legalRoutes(legal));
  await routes.register(discoverRoutes(discover, spokenUrl));
  await routes.register(narrationRoutes({ library: audio, url: spokenUrl }));
  await routes.register(gamesRoutes({ plays: playsRepository(db), rateLimits }));
  await routes.register(contactRoutes({ db, outbox, rateLimits, to: config.contactTo }));
  const catalog = catalogRepository(db);
  await routes.register(
    shopRoutes({
      catalog,
      basket: basketService(db, catalog),
      orders: ordersService({ db, outbox, rateLimits, publicUrl: config.publicUrl }),
      artUrl: artUrls(shop.art, SHOP_ART_PATH),
    }),
  );
  await routes.register(artRoutes(shop.art, SHOP_ART_PATH, 'shop'));

  // Unknown API paths answer in the envelope instead of falling through to the web app.
  app.all('/*', { schema: { hide: true } }, async (request, reply) =>
    sendError(request, reply, new HttpError('not_found')),
  );
}
