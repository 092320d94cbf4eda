/**
 * The source file of every route of the route tree, by the id the router's generator gives it (src/routeTree.gen.ts).
 * Vite's build manifest names a route's split chunks after this file (`<file>?tsr-split=component`), so this table
 * is how the server's router manifest finds what to preload for each route (`routerManifest` in
 * src/entry-server.tsx), and how the JS budget finds each page's chunks (scripts/lib/page-chunks.ts). Its keys are
 * the generated ids: a route added or removed fails the type check until it is listed here, and
 * tests/unit/router-manifest.test.ts checks that each file defines the route of its id.
 */
import type { FileRoutesById } from './routeTree.gen'

export const ROUTE_FILES: Record<Exclude<keyof FileRoutesById, '__root__'>, string> = {
  '/_site': 'src/routes/_site.tsx',
  '/_site/': 'src/routes/_site/index.tsx',
  '/_site/$': 'src/routes/_site/$.tsx',
  '/_site/_auth': 'src/routes/_site/_auth.tsx',
  '/_site/_auth/account': 'src/routes/_site/_auth/account.tsx',
  '/_site/_auth/account/': 'src/routes/_site/_auth/account.index.tsx',
  '/_site/_auth/account/family/': 'src/routes/_site/_auth/account.family.index.tsx',
  '/_site/_auth/account/family/join': 'src/routes/_site/_auth/account.family.join.tsx',
  '/_site/_auth/cart/checkout': 'src/routes/_site/_auth/cart.checkout.tsx',
  '/_site/_auth/dashboard': 'src/routes/_site/_auth/dashboard.tsx',
  '/_site/_auth/dashboard/': 'src/routes/_site/_auth/dashboard.index.tsx',
  '/_site/_auth/dashboard/$selection': 'src/routes/_site/_auth/dashboard.$selection.tsx',
  '/_site/_auth/dashboard/lines/$lineId': 'src/routes/_site/_auth/dashboard.lines.$lineId.tsx',
  '/_site/_auth/dashboard/notifications': 'src/routes/_site/_auth/dashboard.notifications.tsx',
  '/_site/_auth/dashboard/payment': 'src/routes/_site/_auth/dashboard.payment.tsx',
  '/_site/_auth/dashboard/plans': 'src/routes/_site/_auth/dashboard.plans.tsx',
  '/_site/_auth/dashboard/profile': 'src/routes/_site/_auth/dashboard.profile.tsx',
  '/_site/_auth/dashboard/security': 'src/routes/_site/_auth/dashboard.security.tsx',
  '/_site/_auth/dashboard/setting': 'src/routes/_site/_auth/dashboard.setting.tsx',
  '/_site/about': 'src/routes/_site/about.tsx',
  '/_site/blog/': 'src/routes/_site/blog.index.tsx',
  '/_site/blog/$slug': 'src/routes/_site/blog.$slug.tsx',
  '/_site/cart': 'src/routes/_site/cart.tsx',
  '/_site/contact-us': 'src/routes/_site/contact-us.tsx',
  '/_site/crm-login': 'src/routes/_site/crm-login.tsx',
  '/_site/faq': 'src/routes/_site/faq.tsx',
  '/_site/forgot-password': 'src/routes/_site/forgot-password.tsx',
  '/_site/login': 'src/routes/_site/login.tsx',
  '/_site/login-second-step': 'src/routes/_site/login-second-step.tsx',
  '/_site/login-with-password': 'src/routes/_site/login-with-password.tsx',
  '/_site/login-without-password': 'src/routes/_site/login-without-password.tsx',
  '/_site/otp-login': 'src/routes/_site/otp-login.tsx',
  '/_site/privacy-policy': 'src/routes/_site/privacy-policy.tsx',
  '/_site/register': 'src/routes/_site/register.tsx',
  '/_site/reset-password': 'src/routes/_site/reset-password.tsx',
  '/_site/shop': 'src/routes/_site/shop.tsx',
  '/_site/terms-and-conditions': 'src/routes/_site/terms-and-conditions.tsx',
  '/_site/unsubscribe': 'src/routes/_site/unsubscribe.tsx',
  '/dev/flows': 'src/routes/dev.flows.tsx',
  '/stripe-response': 'src/routes/stripe-response.tsx',
}
