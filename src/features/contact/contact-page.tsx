import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { Page } from '@/components/layout/page'
import { Section } from '@/components/layout/section'
import { buttonStyle } from '@/components/ui/button'
import { ChatIcon, HelpIcon, MailIcon } from '@/components/ui/icons'
import { Tile } from '@/components/ui/tile'
import { ContactForm } from './contact-form'

const layout = css({
  display: 'grid',
  gap: { base: '8', lg: '10' },
  gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 1.6fr) minmax(0, 1fr)' },
  alignItems: 'start',
})
const ways = css({ display: 'flex', flexDirection: 'column', gap: '4', listStyle: 'none' })

/** /contact-us: the contact form (SPEC §2) beside the other ways to reach us. */
export function ContactPage() {
  return (
    <Page
      eyebrow="Support"
      title="Contact us"
      intro="Questions about a plan, an order or moving your number? Send us a message and a real person will get back to you."
    >
      <Section>
        <div className={layout}>
          <ContactForm />
          <aside aria-label="Other ways to reach us" className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
            <ul className={ways}>
              <Tile as="li" variant="card" icon={<MailIcon />} title="By email">
                Your message reaches our support team, and we reply to the email you give, usually within one business day.
              </Tile>
              <Tile as="li" variant="card" icon={<ChatIcon />} title="Live chat">
                Chat with our team from the chat button on any page. Signed in, we already know who you are.
              </Tile>
              <Tile as="li" variant="card" icon={<HelpIcon />} title="Quick answers">
                Most questions about plans, eSIM and keeping your number are answered in our FAQ.
              </Tile>
            </ul>
            <div>
              <Link to="/faq" className={buttonStyle({ variant: 'outline' })}>
                Browse the FAQ
              </Link>
            </div>
          </aside>
        </div>
      </Section>
    </Page>
  )
}
