import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

/**
 * Every page lives under /hy, /ru or /en (spec section 2); home also at /. All of them render
 * inside the landing layout. A game, a book or an encyclopedia entry that does not exist answers
 * the 404 page, like a product address that names no product.
 */
export default [
  route('ui-catalog/:file', 'routes/ui-catalog.ts'),
  layout('ui/landing-layout.tsx', [
    index('routes/home.tsx', { id: 'home' }),
    route(':lang', 'routes/lang.tsx', [
      index('routes/home.tsx', { id: 'lang-home' }),
      route('about', 'routes/about.tsx'),
      route('book', 'routes/book.tsx'),
      route('book/:book', 'routes/book-reader.tsx'),
      route('games', 'routes/games.tsx'),
      route('games/:game', 'routes/game.tsx'),
      route('video', 'routes/video.tsx'),
      route('encyclopedia', 'routes/encyclopedia.tsx'),
      route('encyclopedia/:entry', 'routes/encyclopedia-entry.tsx'),
      route('interesting', 'routes/interesting.tsx'),
      route('stages', 'routes/stages.tsx'),
      route('shop', 'routes/shop.tsx'),
      route('basket', 'routes/basket.tsx'),
      route('wishlist', 'routes/wishlist.tsx'),
      route('orders', 'routes/orders.tsx'),
      route('terms', 'routes/terms.tsx'),
      route('privacy', 'routes/privacy.tsx'),
      route('contact', 'routes/contact.tsx'),
      route('modules', 'routes/modules.tsx'),
      route('modules/lessons', 'routes/lessons.tsx'),
      route('modules/lessons/activity', 'routes/activity.tsx'),
      route('examples', 'routes/examples.tsx'),
      route('profile', 'routes/profile.tsx'),
      route('profile/children/:child', 'routes/child-progress.tsx'),
      route('verify-email', 'routes/verify-email.tsx'),
      route('reset-password', 'routes/reset-password.tsx'),
      route('secure-account', 'routes/secure-account.tsx'),
      // A product's address is its slug; the content check keeps slugs off the paths above.
      route(':product', 'routes/product.tsx'),
      route(':product/FirstSection', 'routes/product-section.tsx'),
      route('*', 'routes/not-found.tsx', { id: 'lang-not-found' }),
    ]),
    route('*', 'routes/not-found.tsx', { id: 'not-found' }),
  ]),
] satisfies RouteConfig;
