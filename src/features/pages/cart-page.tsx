import { Link } from '@tanstack/react-router'
import { HelpCard, LinkRow, PointList } from '../../components/layout/blocks'
import { Page } from '../../components/layout/page'
import { Section } from '../../components/layout/section'
import { buttonStyle } from '../../components/ui/button'
import { Card } from '../../components/ui/card'

export function CartPage() {
  return (
    <Page
      eyebrow="Cart"
      title="Your cart"
      intro="Your cart holds one plan at a time. Choosing another plan replaces the one that is here."
      width="narrow"
    >
      <Section>
        <Card.Root variant="elevated" as="section" aria-labelledby="cart-checkout-title">
          <Card.Header>
            <Card.Title id="cart-checkout-title">What happens at checkout</Card.Title>
            <Card.Description>
              A few short steps, and you can sign in or create your account along the way.
            </Card.Description>
          </Card.Header>
          <Card.Body>
            <PointList
              numbered
              items={[
                { title: 'Your number', text: 'Get a new number, or keep the one you have.' },
                {
                  title: 'Your device and SIM',
                  text: 'Check that your phone works with us, then choose eSIM or a SIM card.',
                },
                { title: 'Shipping', text: 'For a SIM card, tell us where to send it. Shipping is free.' },
                { title: 'Review and pay', text: 'See every fee and the total in USD before you pay.' },
              ]}
            />
          </Card.Body>
          <Card.Footer>
            <LinkRow>
              <Link to="/shop" className={buttonStyle({ variant: 'solid' })}>
                Browse plans
              </Link>
            </LinkRow>
          </Card.Footer>
        </Card.Root>
      </Section>
      <Section>
        <HelpCard />
      </Section>
    </Page>
  )
}
