import { HelpCard } from '@/components/layout/blocks'
import { ContentBody } from './content-body'
import type { ContentLoad } from './content-loader'
import { Page } from '@/components/layout/page'
import { Section } from '@/components/layout/section'
import { TileGrid } from '@/components/layout/tile-grid'
import { ChatIcon, ShieldIcon, SignalIcon } from '@/components/ui/icons'
import { Tile } from '@/components/ui/tile'

export function AboutPage({ content }: { content: ContentLoad | { status: 'loading' } }) {
  return (
    <Page
      eyebrow="About us"
      title="About Ring Mobile"
      intro="We started Ring Mobile because a phone plan should be simple: a fair price, a network you can count on, and help from real people when you need it."
    >
      <Section title="What we stand for">
        <TileGrid columns={3}>
          <Tile as="li" variant="card" icon={<ShieldIcon />} title="Honest pricing">
            One clear monthly price with every fee shown before you pay. No contracts and no surprises on your bill.
          </Tile>
          <Tile as="li" variant="card" icon={<SignalIcon />} title="A network you can trust">
            Our plans run on a nationwide 5G network, so you stay connected at home and on the road.
          </Tile>
          <Tile as="li" variant="card" icon={<ChatIcon />} title="People who help">
            Our support team helps you switch, move your number and get the most from your plan.
          </Tile>
        </TileGrid>
      </Section>
      <Section title="Our story">
        <ContentBody slug="about" content={content} />
      </Section>
      <Section>
        <HelpCard title="Want to know more?" text="Read the answers to common questions, or get in touch with our team." />
      </Section>
    </Page>
  )
}
