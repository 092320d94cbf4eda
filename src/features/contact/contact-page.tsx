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
              <Tile as="li" variant="card" icon={<MailIcon />} title={t('contact.way.email.title')}>
                {t('contact.way.email.text')}
              </Tile>
              <Tile as="li" variant="card" icon={<ChatIcon />} title={t('contact.way.chat.title')}>
                {t('contact.way.chat.text')}
              </Tile>
              <Tile as="li" variant="card" icon={<HelpIcon />} title={t('contact.way.faq.title')}>
                {t('contact.way.faq.text')}
              </Tile>
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
