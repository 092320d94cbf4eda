import { Link, rootRouteId, useLocation, useRouteContext } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { cx } from 'styled-system/css'
import { container } from 'styled-system/recipes/container'
import { siteHeader } from 'styled-system/recipes/site-header'
import { useCart, useSession, useSignedIn } from '@/app/app-context'
import { shellMessages } from '@/i18n/catalogues/shell'
import { useT } from '@/i18n/react'
import { RingMobileLogo } from '../illustrations/logo'
import { CartIcon, CloseIcon, MenuIcon, UserIcon } from '../ui/icons'
import { HeaderLanguageSwitch, MenuLanguageSwitch } from './language-switch'
import { mainNav, type NavLink } from './nav-links'

const styles = siteHeader()

function MenuLink({ link, className, onNavigate }: { link: NavLink; className: string; onNavigate?: () => void }) {
  const t = useT(shellMessages)
  if ('href' in link) {
    return (
      <a href={link.href} className={className} onClick={onNavigate}>
        {t(link.label)}
      </a>
    )
  }
  return (
    <Link to={link.to} className={className} activeOptions={{ exact: link.to === '/' }} onClick={onNavigate}>
      {t(link.label)}
    </Link>
  )
}

/**
 * SPEC §2: the cart button shows 1 when the cart holds anything, else 0. The server draws 0 (it cannot know the
 * browser's cart), and so does hydration, which then draws the count (`useCart`). Its label picks its words by
 * `select` on the count, not `plural`: a plural makes an `Intl.PluralRules` and an `Intl.NumberFormat` (Lingui
 * formats its `#`), and the page's first `Intl` formatter loads the browser's locale data, 60 to 70 ms of the
 * header's hydration at Lighthouse's 4× slowdown on every page, for a count that is 0 or 1
 * (tests/views/header.test.tsx reads both labels).
 */
function CartButton() {
  const { count } = useCart()
  const t = useT(shellMessages)
  return (
    <Link to="/cart" className={styles.cart} aria-label={t('shell.header.cart', { count })}>
      <CartIcon />
      <span className={styles.count} data-filled={count > 0 ? '' : undefined} data-testid="cart-count">
        {count}
      </span>
    </Link>
  )
}

/** SPEC §2: My Account goes to /login, or to /dashboard with the customer's initials when signed in. */
function AccountButton() {
  const { isLoggedIn, initials } = useSession()
  const t = useT(shellMessages)
  return (
    <Link to={isLoggedIn ? '/dashboard' : '/login'} className={styles.account}>
      <span className={styles.avatar} data-signed-in={isLoggedIn && initials ? '' : undefined} aria-hidden={initials ? undefined : true}>
        {isLoggedIn && initials ? initials : <UserIcon />}
      </span>
      <span className={styles.accountLabel}>{t('shell.nav.myAccount')}</span>
    </Link>
  )
}

/** Shown on every page while a support agent is signed in for the customer (DESIGN §3). */
export function AssistedBanner() {
  // Never on the server nor in hydration (the session they draw is nobody's): drawn right after.
  const { assisted } = useSession()
  const t = useT(shellMessages)
  if (!assisted) return null
  return (
    <div className={styles.banner} role="status">
      <span className={styles.bannerDot} aria-hidden="true" />
      {t('shell.header.assisted')}
    </div>
  )
}

/** The site header: logo, navigation (a menu button at 965 px and below), cart and My Account. */
export function SiteHeader() {
  const pathname = useLocation({ select: (location) => location.pathname })
  // The menu belongs to the page it was opened on: a route change closes it without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null)
  const open = openOn === pathname
  const setOpen = (next: boolean) => setOpenOn(next ? pathname : null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const isLoggedIn = useSignedIn()
  const t = useT(shellMessages)
  const nav = mainNav(useRouteContext({ from: rootRouteId, select: (context) => context.settings.blogUrl }))

  useEffect(() => {
    if (!open) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpenOn(null)
        buttonRef.current?.focus()
      }
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [open])

  const close = () => setOpen(false)

  return (
    <>
      {open ? <div className={styles.backdrop} aria-hidden="true" onClick={close} /> : null}
      <header className={styles.header}>
        <div className={cx(container(), styles.bar)}>
          <Link to="/" className={styles.logo} aria-label={t('shell.header.homeLink')}>
            <RingMobileLogo title="" aria-hidden="true" />
          </Link>
          <nav className={styles.nav} aria-label={t('shell.header.mainNav')}>
            <ul className={styles.navList}>
              {nav.map((link) => (
                <li key={link.label} className={styles.navItem}>
                  <MenuLink link={link} className={styles.navLink} />
                </li>
              ))}
            </ul>
          </nav>
          <div className={styles.actions}>
            <HeaderLanguageSwitch />
            <CartButton />
            <AccountButton />
            <button
              ref={buttonRef}
              type="button"
              className={styles.menuButton}
              aria-expanded={open}
              aria-controls="mobile-menu"
              aria-label={t(open ? 'shell.header.closeMenu' : 'shell.header.openMenu')}
              onClick={() => setOpen(!open)}
            >
              {open ? <CloseIcon /> : <MenuIcon />}
            </button>
          </div>
        </div>
        <div id="mobile-menu" className={styles.mobilePanel} hidden={!open}>
          <nav aria-label={t('shell.header.mobileNav')} className={container()}>
            <ul className={styles.mobileList}>
              {nav.map((link) => (
                <li key={link.label}>
                  <MenuLink link={link} className={styles.mobileLink} onNavigate={close} />
                </li>
              ))}
            </ul>
            <div className={styles.mobileFooter}>
              <Link to="/shop" className={cx(styles.mobileButton, styles.mobilePrimary)} onClick={close}>
                {t('shell.action.shopPlans')}
              </Link>
              <Link to={isLoggedIn ? '/dashboard' : '/login'} className={cx(styles.mobileButton, styles.mobileSecondary)} onClick={close}>
                {t('shell.nav.myAccount')}
              </Link>
              <MenuLanguageSwitch />
            </div>
          </nav>
        </div>
      </header>
    </>
  )
}
