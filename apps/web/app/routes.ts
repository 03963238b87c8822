import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

/**
 * Every page lives under /hy, /ru or /en (spec section 2); home also at /. All of them render
 * inside the landing layout.
 */
export default [
  layout('ui/landing-layout.tsx', [
    index('routes/home.tsx', { id: 'home' }),
    route(':lang', 'routes/lang.tsx', [
      index('routes/home.tsx', { id: 'lang-home' }),
      route('verify-email', 'routes/verify-email.tsx'),
      route('reset-password', 'routes/reset-password.tsx'),
      route('*', 'routes/not-found.tsx', { id: 'lang-not-found' }),
    ]),
    route('*', 'routes/not-found.tsx', { id: 'not-found' }),
  ]),
] satisfies RouteConfig;
