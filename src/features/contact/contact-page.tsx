import { Link } from '@tanstack/react-router'
import { contactLayout } from 'styled-system/recipes/contact-layout'
import { Page } from '@/components/layout/page'
import { Section } from '@/components/layout/section'
import { buttonStyle } from '@/components/ui/button'
import { ChatIcon, HelpIcon, MailIcon } from '@/components/ui/icons'
import { Tile } from '@/components/ui/tile'
import { ContactForm } from './contact-form'
import { contactMessages } from '@/i18n/catalogues/contact'
import { useT } from '@/i18n/react'

const styles = contactLayout()

/** The other ways to reach us, beside the form. */
const WAYS = [
  { icon: <MailIcon />, title: 'contact.way.email.title', text: 'contact.way.email.text' },
  { icon: <ChatIcon />, title: 'contact.way.chat.title', text: 'contact.way.chat.text' },
  { icon: <HelpIcon />, title: 'contact.way.faq.title', text: 'contact.way.faq.text' },
] as const

/** /contact-us: the contact form (SPEC §2) beside the other ways to reach us. */
export function ContactPage() {
  const t = useT(contactMessages)
  return (
    <Page eyebrow={t('contact.page.eyebrow')} title={t('contact.page.title')} intro={t('contact.page.intro')}>
      <Section>
        <div className={styles.root}>
          <ContactForm />
          <aside aria-label={t('contact.ways.label')} className={styles.aside}>
            <ul className={styles.ways}>
              {WAYS.map((way) => (
                <Tile key={way.title} as="li" variant="card" icon={way.icon} title={t(way.title)}>
                  {t(way.text)}
                </Tile>
              ))}
            </ul>
            <div>
              <Link to="/faq" className={buttonStyle({ variant: 'outline' })}>
                {t('contact.faq')}
              </Link>
            </div>
          </aside>
        </div>
      </Section>
    </Page>
  )
}
