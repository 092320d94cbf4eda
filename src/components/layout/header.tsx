import { Link, rootRouteId, useLocation, useRouteContext } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { css, cx } from 'styled-system/css'
import { container } from 'styled-system/recipes/container'
import { useCart, useSession, useSignedIn } from '@/app/app-context'
import { shellMessages } from '@/i18n/catalogues/shell'
import { useT } from '@/i18n/react'
import { RingMobileLogo } from '../illustrations/logo'
import { CartIcon, CloseIcon, MenuIcon, UserIcon } from '../ui/icons'
import { HeaderLanguageSwitch, MenuLanguageSwitch } from './language-switch'
import { mainNav, type NavLink } from './nav-links'

const styles = {
  header: css({
    position: 'sticky',
    top: '0',
    zIndex: 'sticky',
    // Nearly opaque white instead of a backdrop blur, which is recomputed on every frame the page scrolls under the
    // header (docs/decisions/0018-styling.md).
    bg: 'rgba(255, 255, 255, 0.97)',
    borderBottomWidth: '1px',
    borderColor: 'border.default',
  }),
  bar: css({ display: 'flex', alignItems: 'center', gap: { base: '2', lg: '8' }, height: { base: '16', lg: '72px' } }),
  logo: css({
    display: 'inline-flex',
    flexShrink: '0',
    borderRadius: 'sm',
    mr: 'auto',
    '& svg': { width: { base: '112px', sm: '150px' }, height: 'auto' },
    lg: { mr: '0' },
  }),
  nav: css({ display: { base: 'none', lg: 'flex' }, flex: '1', alignSelf: 'stretch' }),
  navList: css({ display: 'flex', alignItems: 'stretch', gap: '1' }),
  navLink: css({
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    height: 'full',
    px: '3',
    fontWeight: '600',
    fontSize: 'sm',
    color: 'slate.700',
    textDecoration: 'none',
    transition: 'color 150ms',
    _hover: { color: 'navy.900' },
    '&::after': {
      content: '""',
      position: 'absolute',
      insetInline: '3',
      bottom: '0',
      height: '3px',
      borderRadius: '3px 3px 0 0',
      bg: 'accent.default',
      transform: 'scaleX(0)',
      transition: 'transform 200ms',
    },
    '&[aria-current=page]': { color: 'navy.900', '&::after': { transform: 'scaleX(1)' } },
  }),
  actions: css({ display: 'flex', alignItems: 'center', gap: { base: '1', sm: '2.5' } }),
  cart: css({
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '11',
    height: '11',
    borderRadius: 'full',
    color: 'navy.800',
    transition: 'background-color 150ms',
    _hover: { bg: 'navy.50' },
    '& svg': { width: '6', height: '6' },
  }),
  count: css({
    position: 'absolute',
    top: '0.5',
    right: '0',
    minWidth: '5',
    height: '5',
    px: '1',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    borderRadius: 'full',
    fontSize: '2xs',
    fontWeight: '800',
    lineHeight: '1',
    bg: 'slate.200',
    color: 'slate.700',
    boxShadow: '0 0 0 2px white',
    '&[data-filled]': { bg: 'accent.solid', color: 'white' },
  }),
  account: css({
    display: 'inline-flex',
    alignItems: 'center',
    gap: '2',
    height: '11',
    ps: { base: '1', sm: '1.5' },
    pe: { base: '2.5', sm: '4' },
    borderRadius: 'full',
    borderWidth: '1.5px',
    borderColor: 'navy.100',
    bg: 'white',
    color: 'navy.800',
    fontWeight: '650',
    fontSize: 'sm',
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    transition: 'border-color 150ms, background-color 150ms',
    _hover: { borderColor: 'navy.800', bg: 'navy.50' },
  }),
  avatar: css({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '8',
    height: '8',
    borderRadius: 'full',
    bg: 'navy.800',
    color: 'white',
    fontSize: 'xs',
    fontWeight: '800',
    letterSpacing: '0.02em',
    '& svg': { width: '4.5', height: '4.5' },
  }),
  avatarSignedIn: css({ bg: 'accent.solid' }),
  // SPEC §3: the button reads "My Account" at every width; on the narrowest screens in a smaller type.
  accountLabel: css({ fontSize: { base: 'xs', sm: 'sm' } }),
  menuButton: css({
    display: { base: 'inline-flex', lg: 'none' },
    alignItems: 'center',
    justifyContent: 'center',
    width: '11',
    height: '11',
    borderRadius: 'full',
    color: 'navy.900',
    cursor: 'pointer',
    _hover: { bg: 'navy.50' },
    '&[aria-expanded=true]': { bg: 'navy.800', color: 'white', _hover: { bg: 'navy.700' } },
    '& svg': { width: '6', height: '6' },
  }),
  mobilePanel: css({
    display: { base: 'block', lg: 'none !important' },
    position: 'absolute',
    insetInline: '0',
    top: '100%',
    maxHeight: 'calc(100dvh - 4rem)',
    overflowY: 'auto',
    bg: 'white',
    borderBottomWidth: '1px',
    borderColor: 'border.default',
    boxShadow: 'xl',
    animation: 'slideDown 200ms {easings.standard}',
    _hidden: { display: 'none' },
  }),
  backdrop: css({
    display: { base: 'block', lg: 'none' },
    position: 'fixed',
    inset: '0',
    // Under the sticky header (1100), over the page.
    zIndex: '1050',
    bg: 'bg.overlay',
    animation: 'fadeIn 200ms ease-out',
  }),
  mobileList: css({ display: 'flex', flexDirection: 'column', py: '3' }),
  mobileLink: css({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    minHeight: '14',
    px: '1',
    fontSize: 'lg',
    fontWeight: '650',
    color: 'navy.900',
    textDecoration: 'none',
    borderBottomWidth: '1px',
    borderColor: 'slate.100',
    '&[aria-current=page]': {
      color: 'accent.fg',
      '&::after': { content: '""', width: '2', height: '2', borderRadius: 'full', bg: 'accent.default' },
    },
  }),
  mobileFooter: css({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '3', pb: '5', pt: '2' }),
  mobileButton: css({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    height: '12',
    borderRadius: 'full',
    fontWeight: '650',
    textDecoration: 'none',
  }),
  mobilePrimary: css({ bg: 'accent.solid', color: 'white' }),
  mobileSecondary: css({ borderWidth: '1.5px', borderColor: 'navy.200', color: 'navy.800' }),
  banner: css({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    px: '4',
    py: '2',
    bg: 'amber.400',
    color: 'navy.950',
    fontSize: 'sm',
    fontWeight: '650',
    textAlign: 'center',
  }),
  bannerDot: css({
    width: '2',
    height: '2',
    flexShrink: '0',
    borderRadius: 'full',
    bg: 'navy.900',
    animation: 'pulse 1.6s ease-in-out infinite',
  }),
}

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
 * browser's cart), and so does hydration, which then draws the count (`useCart`).
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
      <span
        className={cx(styles.avatar, isLoggedIn && initials ? styles.avatarSignedIn : undefined)}
        aria-hidden={initials ? undefined : true}
      >
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
                <li key={link.label} className={css({ display: 'flex' })}>
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
