import { HelpCard } from '@/components/layout/blocks'
import { ContentBody } from './content-body'
import type { ContentLoad } from './content-loader'
import { Page } from '@/components/layout/page'
import { Section } from '@/components/layout/section'
import { CardTiles } from '@/components/layout/tile-grid'
import { BoltIcon, CardIcon, PhoneIcon, UserIcon } from '@/components/ui/icons'
import { contentMessages } from '@/i18n/catalogues/content'
import { useT } from '@/i18n/react'

const TOPICS = [
  { icon: <CardIcon />, title: 'content.faq.topic.plans.title', text: 'content.faq.topic.plans.text' },
  { icon: <BoltIcon />, title: 'content.faq.topic.sim.title', text: 'content.faq.topic.sim.text' },
  { icon: <PhoneIcon />, title: 'content.faq.topic.number.title', text: 'content.faq.topic.number.text' },
  { icon: <UserIcon />, title: 'content.faq.topic.account.title', text: 'content.faq.topic.account.text' },
] as const

export function FaqPage({ content }: { content: ContentLoad | { status: 'loading' } }) {
  const t = useT(contentMessages)
  return (
    <Page eyebrow={t('content.faq.eyebrow')} title={t('content.faq.title')} intro={t('content.faq.intro')}>
      <Section title={t('content.faq.questions')}>
        <ContentBody slug="faq" content={content} variant="faq" />
      </Section>
      <Section title={t('content.faq.topics')}>
        <CardTiles items={TOPICS.map((topic) => ({ icon: topic.icon, title: t(topic.title), text: t(topic.text) }))} columns={4} />
      </Section>
      <Section>
        <HelpCard title={t('content.faq.help.title')} text={t('content.faq.help.text')} showFaqLink={false} />
      </Section>
    </Page>
  )
}
