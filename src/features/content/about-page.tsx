import { HelpCard } from '@/components/layout/blocks'
import { ContentBody } from './content-body'
import type { ContentLoad } from './content-loader'
import { Page } from '@/components/layout/page'
import { Section } from '@/components/layout/section'
import { TileGrid } from '@/components/layout/tile-grid'
import { ChatIcon, ShieldIcon, SignalIcon } from '@/components/ui/icons'
import { Tile } from '@/components/ui/tile'
import { contentMessages } from '@/i18n/catalogues/content'
import { useT } from '@/i18n/react'

export function AboutPage({ content }: { content: ContentLoad | { status: 'loading' } }) {
  const t = useT(contentMessages)
  return (
    <Page eyebrow={t('content.about.eyebrow')} title={t('content.about.title')} intro={t('content.about.intro')}>
      <Section title={t('content.about.values')}>
        <TileGrid columns={3}>
          <Tile as="li" variant="card" icon={<ShieldIcon />} title={t('content.about.pricing.title')}>
            {t('content.about.pricing.text')}
          </Tile>
          <Tile as="li" variant="card" icon={<SignalIcon />} title={t('content.about.network.title')}>
            {t('content.about.network.text')}
          </Tile>
          <Tile as="li" variant="card" icon={<ChatIcon />} title={t('content.about.people.title')}>
            {t('content.about.people.text')}
          </Tile>
        </TileGrid>
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
