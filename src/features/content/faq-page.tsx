import { HelpCard } from '@/components/layout/blocks'
import { ContentBody } from './content-body'
import type { ContentLoad } from './content-loader'
import { Page } from '@/components/layout/page'
import { Section } from '@/components/layout/section'
import { CardTiles } from '@/components/layout/tile-grid'
import { BoltIcon, CardIcon, PhoneIcon, UserIcon } from '@/components/ui/icons'

const TOPICS = [
  {
    icon: <CardIcon />,
    title: 'Plans and billing',
    text: 'What each plan includes, how monthly billing works, and how to change plans.',
  },
  {
    icon: <BoltIcon />,
    title: 'eSIM and SIM cards',
    text: 'Which phones support eSIM, how to activate, and when a SIM card arrives.',
  },
  {
    icon: <PhoneIcon />,
    title: 'Keeping your number',
    text: 'What you need from your old carrier and how long a port-in takes.',
  },
  {
    icon: <UserIcon />,
    title: 'Your account',
    text: 'Signing in, saved cards, order history and updating your details.',
  },
]

export function FaqPage({ content }: { content: ContentLoad | { status: 'loading' } }) {
  return (
    <Page
      eyebrow="Help"
      title="Frequently asked questions"
      intro="Quick answers about plans, SIM and eSIM, keeping your number, and managing your account."
    >
      <Section title="Questions and answers">
        <ContentBody slug="faq" content={content} variant="faq" />
      </Section>
      <Section title="Popular topics">
        <CardTiles items={TOPICS} columns={4} />
      </Section>
      <Section>
        <HelpCard
          title="Can't find your answer?"
          text="Send us a message or start a chat, and we will sort it out together."
          showFaqLink={false}
        />
      </Section>
    </Page>
  )
}
