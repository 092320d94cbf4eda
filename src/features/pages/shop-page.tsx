import { Link } from '@tanstack/react-router'
import { HelpCard, LinkRow } from '../../components/layout/blocks'
import { Page } from '../../components/layout/page'
import { Section } from '../../components/layout/section'
import { TileGrid } from '../../components/layout/tile-grid'
import { buttonStyle } from '../../components/ui/button'
import { BoltIcon, ChatIcon, PhoneIcon, SignalIcon } from '../../components/ui/icons'
import { Tile } from '../../components/ui/tile'

const INCLUDED = [
  {
    icon: <SignalIcon />,
    title: 'Nationwide 5G',
    text: 'Fast data on a network that covers where you live, work and travel.',
  },
  {
    icon: <ChatIcon />,
    title: 'Unlimited talk and text',
    text: 'Call and message anyone in the US as much as you like.',
  },
  { icon: <BoltIcon />, title: 'eSIM or free SIM', text: 'Start today with eSIM, or get a SIM card shipped free.' },
  { icon: <PhoneIcon />, title: 'Keep your number', text: 'Move your number over from your current carrier.' },
]

const BUYING_STEPS = [
  { title: 'Select a plan', text: 'Tap a plan to put it in your cart. Choosing another one replaces it.' },
  { title: 'Check out', text: 'Sign in or create an account, then choose your number and SIM type.' },
  { title: 'Pay securely', text: 'Pay by card on a secure payment page. Prices are in USD.' },
]

export function ShopPage() {
  return (
    <Page
      eyebrow="Shop"
      title="Choose your plan"
      intro="Every plan is month to month with a clear price. Pick the one that fits, and change it whenever your needs do."
    >
      <Section title="Every plan includes">
        <TileGrid columns={4}>
          {INCLUDED.map((feature) => (
            <Tile key={feature.title} as="li" variant="card" icon={feature.icon} title={feature.title}>
              {feature.text}
            </Tile>
          ))}
        </TileGrid>
      </Section>

      <Section title="How buying works" intro="Three steps, and you can change your mind at any point before you pay.">
        <TileGrid columns={3}>
          {BUYING_STEPS.map((step, index) => (
            <Tile key={step.title} as="li" variant="card" step={index + 1} title={step.title}>
              {step.text}
            </Tile>
          ))}
        </TileGrid>
        <LinkRow>
          <Link to="/cart" className={buttonStyle({ variant: 'secondary' })}>
            View your cart
          </Link>
        </LinkRow>
      </Section>

      <Section>
        <HelpCard title="Not sure which plan is right?" />
      </Section>
    </Page>
  )
}
