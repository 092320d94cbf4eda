import { Link } from '@tanstack/react-router'
import { HeroPhone } from '@/components/illustrations/hero-phone'
import { HelpCard } from '@/components/layout/blocks'
import { Page } from '@/components/layout/page'
import { Section } from '@/components/layout/section'
import { CardTiles, TileGrid } from '@/components/layout/tile-grid'
import { buttonStyle } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { ArrowRightIcon, BoltIcon, PhoneIcon, ShieldIcon } from '@/components/ui/icons'
import { Tile } from '@/components/ui/tile'

const BENEFITS = [
  {
    icon: <PhoneIcon />,
    title: 'Keep your number',
    text: 'Bring the number you already have. We handle the move from your old carrier, and you keep every contact.',
  },
  {
    icon: <BoltIcon />,
    title: 'eSIM in minutes',
    text: 'On a phone that supports eSIM, scan a QR code and you are online the same day. No waiting for the post.',
  },
  {
    icon: <ShieldIcon />,
    title: 'No contracts',
    text: 'Pay month to month with a clear price and no hidden fees. Change your plan or leave whenever you like.',
  },
]

const STEPS = [
  { title: 'Choose your plan', text: 'Compare our plans and add the one that fits to your cart.' },
  {
    title: 'Pick eSIM or SIM',
    text: 'Check your phone, keep your number or get a new one, and choose eSIM or a SIM card.',
  },
  { title: 'Activate and go', text: 'Scan your eSIM code or pop in the SIM card, and manage it all from My Account.' },
]

export function HomePage() {
  return (
    <Page
      variant="hero"
      eyebrow="SIM and eSIM phone plans"
      title="Great coverage. Simple plans. No contracts."
      intro="Bring your phone and your number, pick a plan that fits, and get connected in minutes with eSIM, or with a SIM card delivered to your door."
      actions={
        <>
          <Link to="/shop" className={buttonStyle({ variant: 'solid', size: 'lg' })}>
            Shop plans <ArrowRightIcon size={18} />
          </Link>
          <a href="#how-it-works" className={buttonStyle({ variant: 'outlineLight', size: 'lg' })}>
            How it works
          </a>
        </>
      }
      illustration={<HeroPhone />}
    >
      <Section
        eyebrow="Why Ring Mobile"
        title="Everything you need, nothing you don't"
        intro="A mobile plan should be easy to pick, easy to start and easy to live with."
      >
        <CardTiles items={BENEFITS} columns={3} />
      </Section>

      <Section id="how-it-works">
        <Card.Root variant="brand" as="div">
          <Card.Body>
            <Card.Title>How it works</Card.Title>
            <Card.Description>Three steps from choosing a plan to making your first call.</Card.Description>
            <TileGrid columns={3}>
              {STEPS.map((step, index) => (
                <Tile key={step.title} as="li" variant="onBrand" step={index + 1} title={step.title}>
                  {step.text}
                </Tile>
              ))}
            </TileGrid>
            <div>
              <Link to="/shop" className={buttonStyle({ variant: 'solid' })}>
                Find your plan <ArrowRightIcon size={18} />
              </Link>
            </div>
          </Card.Body>
        </Card.Root>
      </Section>

      <Section>
        <HelpCard title="Questions before you switch?" />
      </Section>
    </Page>
  )
}
