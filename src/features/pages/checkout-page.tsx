import { Link } from '@tanstack/react-router'
import { Page } from '../../components/layout/page'
import { Section } from '../../components/layout/section'
import { TileGrid } from '../../components/layout/tile-grid'
import { buttonStyle } from '../../components/ui/button'
import { Tile } from '../../components/ui/tile'

const STEPS = [
  { title: 'Your number', text: 'A new number for your area, or keep the number you have today.' },
  { title: 'Device and SIM', text: 'We check your phone by its IMEI, then you choose eSIM or a SIM card.' },
  { title: 'Shipping', text: 'Only for a SIM card: the address we send it to, free of charge.' },
  { title: 'Review and pay', text: 'Plan price, fees, taxes and any promo code, with the total in USD.' },
]

export function CheckoutPage() {
  return (
    <Page
      eyebrow="Checkout"
      title="Checkout"
      intro="Four short steps and you are connected. You can go back to any step before you pay."
    >
      <Section title="The steps">
        <TileGrid columns={4}>
          {STEPS.map((step, index) => (
            <Tile key={step.title} as="li" variant="card" step={index + 1} title={step.title}>
              {step.text}
            </Tile>
          ))}
        </TileGrid>
        <div>
          <Link to="/cart" className={buttonStyle({ variant: 'outline' })}>
            Back to your cart
          </Link>
        </div>
      </Section>
    </Page>
  )
}
