import { Link, useLoaderData } from '@tanstack/react-router'
import { css, cx } from 'styled-system/css'
import { container } from 'styled-system/recipes/container'
import type { Social } from '@/api/content'
import { shellMessages } from '@/i18n/catalogues/shell'
import { useT } from '@/i18n/react'
import { RingMobileLogo } from '../illustrations/logo'
import { FooterLanguageSwitch } from './language-switch'
import { FOOTER_NAV, type NavLink } from './nav-links'

const styles = {
  footer: css({
    mt: 'auto',
    bg: 'navy.900',
    color: 'navy.100',
    backgroundImage: 'radial-gradient(ellipse 50% 80% at 100% 0%, rgba(255, 90, 71, 0.10), transparent 70%)',
  }),
  top: css({
    display: 'grid',
    gap: { base: '8', md: '12' },
    gridTemplateColumns: { base: '1fr', md: 'minmax(0, 1fr) auto' },
    alignItems: 'start',
    pt: { base: '12', md: '16' },
    pb: { base: '8', md: '12' },
  }),
  brand: css({ display: 'flex', flexDirection: 'column', gap: '4', maxWidth: '26rem' }),
  tagline: css({ color: 'navy.200', fontSize: 'md', lineHeight: '1.6' }),
  follow: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '3',
    md: { alignItems: 'flex-end', textAlign: 'right' },
  }),
  followTitle: css({ fontFamily: 'heading', fontWeight: '750', fontSize: 'lg', color: 'white' }),
  followText: css({ color: 'navy.200', fontSize: 'sm' }),
  socials: css({ display: 'flex', flexWrap: 'wrap', gap: '2.5' }),
  social: css({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '11',
    height: '11',
    borderRadius: 'full',
    bg: 'rgba(255, 255, 255, 0.08)',
    borderWidth: '1px',
    borderColor: 'border.onBrand',
    color: 'white',
    fontWeight: '800',
    textDecoration: 'none',
    transition: 'background-color 150ms, transform 150ms',
    _hover: { bg: 'rgba(255, 255, 255, 0.16)', transform: 'translateY(-1px)' },
    '& img': { width: '5', height: '5', objectFit: 'contain' },
  }),
  rowDesktop: css({ display: { base: 'none', md: 'block' }, borderTopWidth: '1px', borderColor: 'border.onBrand' }),
  rowDesktopList: css({ display: 'flex', flexWrap: 'wrap', gap: '1', py: '5', mx: '-3' }),
  rowMobile: css({ display: { base: 'block', md: 'none' }, borderTopWidth: '1px', borderColor: 'border.onBrand' }),
  rowMobileList: css({ display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: '4', py: '4' }),
  link: css({
    display: 'inline-flex',
    alignItems: 'center',
    color: 'navy.100',
    fontSize: 'sm',
    fontWeight: '600',
    textDecoration: 'none',
    borderRadius: 'sm',
    transition: 'color 150ms',
    _hover: { color: 'white', textDecoration: 'underline', textUnderlineOffset: '4px' },
  }),
  linkDesktop: css({ px: '3', py: '1.5' }),
  linkMobile: css({ minHeight: '11', py: '2' }),
  bottom: css({
    display: 'flex',
    flexDirection: { base: 'column', sm: 'row' },
    flexWrap: 'wrap',
    alignItems: { base: 'flex-start', sm: 'center' },
    gap: { base: '3', sm: '2' },
    justifyContent: 'space-between',
    borderTopWidth: '1px',
    borderColor: 'border.onBrand',
    py: '6',
    fontSize: 'sm',
    color: 'navy.200',
  }),
}

function FooterLink({ link, className }: { link: NavLink; className: string }) {
  const t = useT(shellMessages)
  if ('href' in link) {
    return (
      <a href={link.href} className={className}>
        {t(link.label)}
      </a>
    )
  }
  return (
    <Link to={link.to} className={className}>
      {t(link.label)}
    </Link>
  )
}

/**
 * The social links from the content service, read by the root route's loader. A service that is down, slow or
 * answering nonsense leaves the list empty (SPEC §8 "failed footer load: not handled" means no message either).
 */
function useFooterSocials() {
  return useLoaderData({ from: '__root__', select: (data) => data.socials })
}

function FollowUs({ socials }: { socials: Social[] }) {
  const t = useT(shellMessages)
  if (socials.length === 0) return null
  return (
    <div className={styles.follow}>
      <p className={styles.followTitle}>{t('shell.footer.follow')}</p>
      <p className={styles.followText}>{t('shell.footer.followText')}</p>
      <ul className={styles.socials}>
        {socials.map((social) => (
          <li key={social.link}>
            <a
              href={social.link}
              target="_blank"
              rel="noopener noreferrer"
              className={styles.social}
              aria-label={t('shell.footer.opensInNewTab', { name: social.name })}
              title={social.name}
            >
              {social.logoUrl ? <img src={social.logoUrl} alt="" width={20} height={20} loading="lazy" /> : social.name.slice(0, 1)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}

/** The site footer: brand, "follow us" with the social links, the SPEC §2 links (desktop and mobile rows), copyright. */
export function SiteFooter() {
  const socials = useFooterSocials()
  const t = useT(shellMessages)
  return (
    <footer className={styles.footer}>
      <div className={container()}>
        <div className={styles.top}>
          <div className={styles.brand}>
            <RingMobileLogo tone="light" title={t('shell.brand')} />
            <p className={styles.tagline}>{t('shell.footer.tagline')}</p>
          </div>
          <FollowUs socials={socials} />
        </div>
        <nav className={styles.rowDesktop} aria-label={t('shell.footer.nav')} data-row="desktop">
          <ul className={styles.rowDesktopList}>
            {FOOTER_NAV.map((link) => (
              <li key={link.label}>
                <FooterLink link={link} className={cx(styles.link, styles.linkDesktop)} />
              </li>
            ))}
          </ul>
        </nav>
        <nav className={styles.rowMobile} aria-label={t('shell.footer.mobileNav')} data-row="mobile">
          <ul className={styles.rowMobileList}>
            {FOOTER_NAV.map((link) => (
              <li key={link.label}>
                <FooterLink link={link} className={cx(styles.link, styles.linkMobile)} />
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.bottom}>
          <FooterLanguageSwitch />
          <p>{t('shell.footer.copyright', { year: String(new Date().getFullYear()) })}</p>
          <p>{t('shell.footer.prices')}</p>
        </div>
      </div>
    </footer>
  )
}
