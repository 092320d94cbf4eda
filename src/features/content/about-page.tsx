import { HelpCard } from '@/components/layout/blocks'
import { ContentBody } from './content-body'
import type { ContentLoad } from './content-loader'
import { Page } from '@/components/layout/page'
import { Section } from '@/components/layout/section'
import { CardTiles } from '@/components/layout/tile-grid'
import { ChatIcon, ShieldIcon, SignalIcon } from '@/components/ui/icons'
import { contentMessages } from '@/i18n/catalogues/content'
import { useT } from '@/i18n/react'

/** What Ring Mobile stands for, as the about page's three cards say it. */
const VALUES = [
  { icon: <ShieldIcon />, title: 'content.about.pricing.title', text: 'content.about.pricing.text' },
  { icon: <SignalIcon />, title: 'content.about.network.title', text: 'content.about.network.text' },
  { icon: <ChatIcon />, title: 'content.about.people.title', text: 'content.about.people.text' },
] as const

export function AboutPage({ content }: { content: ContentLoad | { status: 'loading' } }) {
  const t = useT(contentMessages)
  return (
    <Page eyebrow={t('content.about.eyebrow')} title={t('content.about.title')} intro={t('content.about.intro')}>
      <Section title={t('content.about.values')}>
        <CardTiles items={VALUES.map((value) => ({ icon: value.icon, title: t(value.title), text: t(value.text) }))} columns={3} />
      </Section>
      <Section title={t('content.about.story')}>
        <ContentBody slug="about" content={content} />
      </Section>
      <Section>
        <HelpCard title={t('content.about.help.title')} text={t('content.about.help.text')} />
      </Section>
    </Page>
  )
}
