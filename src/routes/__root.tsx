import { createRootRouteWithContext, HeadContent, Outlet, Scripts, useRouter } from '@tanstack/react-router'
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react'
import { getFooterSocials, getPageMetas, matchPageMeta } from '@/api/content'
import type { AppActors } from '@/app/actors'
import { settingsMeta } from '@/config'
import type { SpaSettings } from '@contract/settings'
import { AppLanguage, useAppLanguage } from '@/app/app-language'
import { useHydratedPage } from '@/app/hydration'
import { NotFoundPage } from '@/features/pages/not-found-page'
import { shellMessages } from '@/i18n/catalogues/shell'
import { loadLanguage, translator } from '@/i18n/i18n'
import { RouteErrorPage } from './-route-error'
import { loaderRead } from './-loader-read'

/**
 * What every route's `beforeLoad` and `loader` receive, filled where the router is made (src/main.tsx, the server
 * renderer src/entry-server.tsx, the view tests).
 */
export interface RouterContext {
  /** The session, the cart and the token store. */
  actors: AppActors
  /**
   * The settings the server runs the SPA with (src/config.ts): the server renderer's, given with each render; the
   * browser's, read from the page it was sent; the view tests' defaults.
   */
  settings: SpaSettings
  /**
   * The fetch the loaders' calls go through: the server renderer's answers them in-process, per request; the
   * browser leaves it unset (the global fetch).
   */
  fetch?: typeof fetch
  /**
   * Whether the root draws the whole document (`<html>`, the head's tags, the router's scripts): true where the
   * server renders pages and the browser hydrates them; the view tests draw into a container instead.
   */
  document?: boolean
}

/**
 * The pages whose scroll the router keeps (its documented `scrollRestoration`, src/router.tsx): a customer who comes
 * back to one (Back, or back from a member's line) finds it where they left it; a new visit starts at the top, as
 * SPEC §2 says. Checked by tests/unit/routing.test.ts and tests/e2e/family.spec.ts.
 */
export function routerRestoresScroll(pathname: string) {
  return pathname.replace(/\/$/, '') === '/account/family'
}

/**
 * SPEC §2: scroll to the top on every route change, except between paths that contain "dashboard"; a page the router
 * restores is the router's to scroll (to the top on a new visit, to where it was on coming back).
 */
export function shouldScrollToTop(pathname: string) {
  return !pathname.includes('dashboard') && !routerRestoresScroll(pathname)
}

const Notifications = lazy(() => import('@/components/ui/notifications').then((module) => ({ default: module.Notifications })))

/**
 * The notification region, once the page is idle: the toaster's store and view stay off the first load. A
 * notification raised before then waits in the store and shows as soon as the region mounts.
 */
function IdleNotifications() {
  const [ready, setReady] = useState(false)
  useEffect(() => {
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = setTimeout(() => setReady(true), 1)
      return () => clearTimeout(timer)
    }
    const idle = window.requestIdleCallback(() => setReady(true), { timeout: 2000 })
    return () => window.cancelIdleCallback(idle)
  }, [])
  return ready ? (
    <Suspense fallback={null}>
      <Notifications />
    </Suspense>
  ) : null
}

function Root() {
  const router = useRouter()
  useEffect(
    () =>
      router.subscribe('onResolved', ({ toLocation, pathChanged }) => {
        if (pathChanged && shouldScrollToTop(toLocation.pathname)) window.scrollTo({ top: 0, left: 0 })
      }),
    [router],
  )
  useHydratedPage('root')
  useEffect(() => {
    // The end-to-end tests wait for the mark before they act on a page.
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return (
    <>
      <Outlet />
      <IdleNotifications />
    </>
  )
}

/**
 * The whole document, as TanStack Router's server rendering draws it: the head's tags and the router's scripts, in
 * the page's language.
 */
function Document({ children }: { children: ReactNode }) {
  const document = Route.useRouteContext({ select: (context) => context.document === true })
  return <AppLanguage>{document ? <Html>{children}</Html> : children}</AppLanguage>
}

function Html({ children }: { children: ReactNode }) {
  const { language } = useAppLanguage()
  return (
    <html lang={language}>
      <head>
        <HeadContent />
      </head>
      <body>
        <div id="root">{children}</div>
        <Scripts />
      </body>
    </html>
  )
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // What every page shows around its own content: the footer's social links and the pages' titles and
  // descriptions (SPEC §1), from the content service, once per visit and language (English where an entry has no
  // translation). A service that is down gives neither.
  loader: async (args) => {
    // The page's texts in its language before anything is drawn (the head's defaults too).
    await loadLanguage(args.context.actors.language.get())
    const options = loaderRead(args)
    const [socials, metas] = await Promise.all([getFooterSocials(options).catch(() => []), getPageMetas(options).catch(() => [])])
    return { socials: socials.filter((social) => social.link), metas }
  },
  staleTime: Number.POSITIVE_INFINITY,
  head: ({ loaderData, matches, match }) => {
    const meta = loaderData ? matchPageMeta(loaderData.metas, matches.at(-1)?.pathname ?? '/') : undefined
    // The defaults in the page's language (the content service's entries are asked for in it).
    const t = translator(shellMessages, match.context.actors.language.get())
    return {
      meta: [
        { charSet: 'UTF-8' },
        { name: 'viewport', content: 'width=device-width, initial-scale=1.0' },
        { name: 'theme-color', content: '#0b1f4d' },
        { title: meta?.metaTitle ?? t('shell.meta.title') },
        { name: 'description', content: meta?.metaDescription ?? t('shell.meta.description') },
        // The settings the server runs the SPA with (src/config.ts).
        settingsMeta(match.context.settings),
      ],
      links: [{ rel: 'icon', type: 'image/svg+xml', href: '/favicon.svg' }],
    }
  },
  shellComponent: Document,
  component: Root,
  notFoundComponent: NotFoundPage,
  // The last resort, for a router made without the app's default error component (every route has one there).
  errorComponent: RouteErrorPage,
})
