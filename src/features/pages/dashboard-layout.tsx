import { Link, Outlet, useLocation, useMatch, useNavigate, type LinkProps } from '@tanstack/react-router'
import { useEffect, useRef, type ReactNode } from 'react'
import { accountNav } from 'styled-system/recipes/account-nav'
import { useSessionActions } from '@/app/app-context'
import { Page } from '@/components/layout/page'
import { Section } from '@/components/layout/section'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { ScrollFade } from '@/components/ui/scroll-fade'
import { CardIcon, HomeIcon, MailIcon, PhoneIcon, SettingsIcon, ShieldIcon, UserIcon, UsersIcon } from '@/components/ui/icons'
import { accountMessages } from '@/i18n/catalogues/account'
import { useT } from '@/i18n/react'
import { useSectionHeadingAt } from '@/lib/section-headings'

type TabLabel = NonNullable<(typeof accountMessages)['ids']>

/** The sections (DESIGN §8), each a route of its own; the router marks the current tab (aria-current="page"). */
const TABS: { to: LinkProps['to']; label: TabLabel; icon: ReactNode }[] = [
  { to: '/dashboard', label: 'account.tab.overview', icon: <HomeIcon size={18} /> },
  { to: '/dashboard/plans', label: 'account.tab.plans', icon: <PhoneIcon size={18} /> },
  { to: '/dashboard/payment', label: 'account.tab.payment', icon: <CardIcon size={18} /> },
  { to: '/dashboard/profile', label: 'account.tab.profile', icon: <UserIcon size={18} /> },
  { to: '/dashboard/notifications', label: 'account.tab.notifications', icon: <MailIcon size={18} /> },
  { to: '/dashboard/security', label: 'account.tab.security', icon: <ShieldIcon size={18} /> },
  { to: '/account/family', label: 'account.tab.family', icon: <UsersIcon size={18} /> },
  { to: '/dashboard/setting', label: 'account.tab.settings', icon: <SettingsIcon size={18} /> },
]

const styles = accountNav()

/**
 * My Account: the heading, the section navigation (scrollable tabs on phones), and the chosen section (`children`
 * in its place while the page is on its way).
 */
export function DashboardLayout({ children }: { children?: ReactNode }) {
  const { signOut } = useSessionActions()
  const navigate = useNavigate()
  const pathname = useLocation({ select: (location) => location.pathname })
  // An unknown section shows the overview (DESIGN §8), so its tab is the current one there too.
  const unknownSection = useMatch({ from: '/_site/_auth/dashboard/$selection', shouldThrow: false }) !== undefined
  // A line's own page (/dashboard/lines/$lineId) belongs to Plans.
  const linePage = pathname.startsWith('/dashboard/lines/')
  // The join page (/account/family/join) belongs to Family.
  const joinPage = pathname.startsWith('/account/family/')
  const listRef = useRef<HTMLUListElement>(null)
  const t = useT(accountMessages)

  // On a phone the tabs scroll sideways: keep the current one in view (Settings sits off-screen at 375 px). Measured
  // in the next frame, with the browser's own layout, not in the middle of the render that drew the section.
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const list = listRef.current
      const tab = list?.querySelector<HTMLElement>('[aria-current="page"]')
      if (!list || !tab || list.scrollWidth <= list.clientWidth) return
      list.scrollLeft = tab.offsetLeft - (list.clientWidth - tab.offsetWidth) / 2
    })
    return () => cancelAnimationFrame(frame)
  }, [pathname])
  return (
    <Page
      variant="compact"
      eyebrow={t('account.layout.title')}
      title={t('account.layout.title')}
      // The overview greets the customer by name; the frame does not greet a second time.
      intro={t('account.layout.intro')}
      actions={
        <Button
          variant="outline"
          onClick={() => {
            // Clears the token and profile and shuts the chat identity down (the session machine's actions).
            signOut()
            void navigate({ to: '/login' })
          }}
        >
          {t('account.layout.signOut')}
        </Button>
      }
    >
      <nav className={styles.root} aria-label={t('account.layout.sections')}>
        {/* On a phone the tabs scroll sideways: a fade at an edge shows that more of them are there. */}
        <ScrollFade>
          <ul className={styles.list} ref={listRef}>
            {TABS.map((tab) => (
              <li key={tab.to} className={styles.item}>
                <Link
                  to={tab.to}
                  // Overview is only /dashboard itself; the payment flags (?success, ?failure) never unmark a tab.
                  activeOptions={{ exact: tab.to === '/dashboard', includeSearch: false }}
                  inactiveProps={
                    (tab.to === '/dashboard' && unknownSection) ||
                    (tab.to === '/dashboard/plans' && linePage) ||
                    (tab.to === '/account/family' && joinPage)
                      ? { 'aria-current': 'page' }
                      : undefined
                  }
                  className={styles.tab}
                >
                  {tab.icon}
                  {t(tab.label)}
                </Link>
              </li>
            ))}
          </ul>
        </ScrollFade>
      </nav>
      {children ?? <Outlet />}
    </Page>
  )
}

/**
 * My Account until the browser has drawn it (its routes are `ssr: false`): the frame, the section's heading where it
 * has a fixed one (src/lib/section-headings.ts), and a place held for the rest.
 */
export function DashboardPending() {
  const heading = useSectionHeadingAt(useLocation({ select: (location) => location.pathname }))
  const t = useT(accountMessages)
  const held = (
    <div aria-busy="true" className={styles.pending}>
      <Spinner size="lg" label={t('account.layout.loading')} />
    </div>
  )
  return <DashboardLayout>{heading ? <Section {...heading}>{held}</Section> : held}</DashboardLayout>
}
