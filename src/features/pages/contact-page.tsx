import { Link } from '@tanstack/react-router'
import { Page } from '../../components/layout/page'
import { Section } from '../../components/layout/section'
import { TileGrid } from '../../components/layout/tile-grid'
import { buttonStyle } from '../../components/ui/button'
import { ChatIcon, HelpIcon, MailIcon } from '../../components/ui/icons'
import { Tile } from '../../components/ui/tile'

export function ContactPage() {
  return (
    <Page
      eyebrow="Support"
      title="Contact us"
      intro="Questions about a plan, an order or moving your number? Send us a message and a real person will get back to you."
    >
      <Section title="Ways to reach us">
        <TileGrid columns={3}>
          <Tile as="li" variant="card" icon={<MailIcon />} title="Send a message">
            Write to us with your name and email, and we reply by email, usually within one business day.
          </Tile>
          <Tile as="li" variant="card" icon={<ChatIcon />} title="Live chat">
            Chat with our team from the chat button on any page. Signed in, we already know who you are.
          </Tile>
          <Tile as="li" variant="card" icon={<HelpIcon />} title="Quick answers">
            Most questions about plans, eSIM and keeping your number are answered in our FAQ.
          </Tile>
        </TileGrid>
        <div>
          <Link to="/faq" className={buttonStyle({ variant: 'outline' })}>
            Browse the FAQ
          </Link>
        </div>
      </Section>
    </Page>
  )
}
