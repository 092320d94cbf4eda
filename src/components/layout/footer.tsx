import { Link, useLoaderData } from '@tanstack/react-router'
import { cx } from 'styled-system/css'
import { container } from 'styled-system/recipes/container'
import { siteFooter } from 'styled-system/recipes/site-footer'
import type { Social } from '@/api/content'
import { shellMessages } from '@/i18n/catalogues/shell'
import { useT } from '@/i18n/react'
import { RingMobileLogo } from '../illustrations/logo'
import { FooterLanguageSwitch } from './language-switch'
import { FOOTER_NAV, type NavLink } from './nav-links'

const styles = siteFooter()

/** The SPEC §2 links twice: in one row from the desktop width, in two columns below it; the site-footer recipe shows the one that fits. */
const FOOTER_ROWS = [
  { name: 'desktop', label: 'shell.footer.nav', nav: styles.rowDesktop, list: styles.rowDesktopList, link: styles.linkDesktop },
  { name: 'mobile', label: 'shell.footer.mobileNav', nav: styles.rowMobile, list: styles.rowMobileList, link: styles.linkMobile },
] as const

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
        {FOOTER_ROWS.map((row) => (
          <nav key={row.name} className={row.nav} aria-label={t(row.label)} data-row={row.name}>
            <ul className={row.list}>
              {FOOTER_NAV.map((link) => (
                <li key={link.label}>
                  <FooterLink link={link} className={cx(styles.link, row.link)} />
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div className={styles.bottom}>
          <FooterLanguageSwitch />
          <p>{t('shell.footer.copyright', { year: String(new Date().getFullYear()) })}</p>
          <p>{t('shell.footer.prices')}</p>
        </div>
      </div>
    </footer>
  )
}
