import { Link, Outlet, useLocation, useNavigate } from '@tanstack/react-router'
import { useEffect, useRef, type ReactNode } from 'react'
import { css, cx } from 'styled-system/css'
import { useSession } from '../../app/app-context'
import { Page } from '../../components/layout/page'
import { Button } from '../../components/ui/button'
import { CardIcon, HomeIcon, PhoneIcon, SettingsIcon, UserIcon } from '../../components/ui/icons'
import { toSection, type DashboardSelection } from './dashboard-section'

const TABS: { section: DashboardSelection; label: string; icon: ReactNode }[] = [
  { section: 'overview', label: 'Overview', icon: <HomeIcon size={18} /> },
  { section: 'plans', label: 'Plans', icon: <PhoneIcon size={18} /> },
  { section: 'payment', label: 'Payment', icon: <CardIcon size={18} /> },
  { section: 'profile', label: 'Profile', icon: <UserIcon size={18} /> },
  { section: 'setting', label: 'Settings', icon: <SettingsIcon size={18} /> },
]

const styles = {
  nav: css({
    position: 'relative',
    mb: { base: '8', md: '10' },
    mx: { base: '-4', sm: '0' },
    borderBottomWidth: '1px',
    borderColor: 'border.default',
  }),
  list: css({
    position: 'relative',
    display: 'flex',
    gap: '1',
    overflowX: 'auto',
    scrollbarWidth: 'none',
    px: { base: '4', sm: '0' },
    '&::-webkit-scrollbar': { display: 'none' },
  }),
  tab: css({
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    gap: '2',
    height: '12',
    px: '3.5',
    fontWeight: '650',
    fontSize: 'sm',
    color: 'slate.600',
    whiteSpace: 'nowrap',
    textDecoration: 'none',
    borderRadius: 'md md 0 0',
    transition: 'color 150ms, background 150ms',
    _hover: { color: 'navy.900', bg: 'navy.50' },
    '&::after': {
      content: '""',
      position: 'absolute',
      insetInline: '2',
      bottom: '-1px',
      height: '3px',
      borderRadius: 'full',
      bg: 'transparent',
    },
    '&[aria-current=page]': {
      color: 'navy.900',
      '&::after': { bg: 'accent.default' },
      '& svg': { color: 'accent.solid' },
    },
  }),
}

/** Which section a dashboard path shows: /dashboard is the overview, an unknown selection too (DESIGN §8). */
export function sectionOfPath(pathname: string): DashboardSelection {
  const selection = pathname.replace(/\/+$/, '').split('/dashboard')[1]?.replace(/^\//, '') ?? ''
  return selection ? toSection(selection.split('/')[0]) : 'overview'
}

/** My Account: the heading, the section navigation (scrollable tabs on phones), and the chosen section. */
export function DashboardLayout() {
  const { profile, signOut } = useSession()
  const navigate = useNavigate()
  const pathname = useLocation({ select: (location) => location.pathname })
  const current = sectionOfPath(pathname)
  const listRef = useRef<HTMLUListElement>(null)

  // On a phone the tabs scroll sideways: keep the current one in view (Settings sits off-screen at 375 px).
  useEffect(() => {
    const list = listRef.current
    const tab = list?.querySelector<HTMLElement>('[aria-current="page"]')
    if (!list || !tab || list.scrollWidth <= list.clientWidth) return
    list.scrollLeft = tab.offsetLeft - (list.clientWidth - tab.offsetWidth) / 2
  }, [current])
  return (
    <Page
      variant="compact"
      eyebrow="My Account"
      title="My Account"
      intro={
        profile?.firstName
          ? `Welcome back, ${profile.firstName}. Manage your lines, payments and details in one place.`
          : 'Manage your lines, payments and details in one place.'
      }
      actions={
        <Button
          variant="outline"
          onClick={() => {
            // Clears the token and profile and shuts the chat identity down (the session machine's actions).
            signOut()
            void navigate({ to: '/login' })
          }}
        >
          Sign out
        </Button>
      }
    >
      <nav className={styles.nav} aria-label="My Account sections">
        <ul className={styles.list} ref={listRef}>
          {TABS.map((tab) => (
            <li key={tab.section} className={css({ display: 'flex' })}>
              {tab.section === 'overview' ? (
                <Link
                  to="/dashboard"
                  activeOptions={{ exact: true }}
                  className={cx(styles.tab)}
                  aria-current={current === tab.section ? 'page' : undefined}
                >
                  {tab.icon}
                  {tab.label}
                </Link>
              ) : (
                <Link
                  to="/dashboard/$selection"
                  params={{ selection: tab.section }}
                  className={styles.tab}
                  aria-current={current === tab.section ? 'page' : undefined}
                >
                  {tab.icon}
                  {tab.label}
                </Link>
              )}
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </Page>
  )
}
