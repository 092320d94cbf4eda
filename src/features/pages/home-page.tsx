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
import { homeMessages } from '@/i18n/catalogues/home'
import { useT } from '@/i18n/react'

const BENEFITS = [
  { icon: <PhoneIcon />, title: 'home.benefit.number.title', text: 'home.benefit.number.text' },
  { icon: <BoltIcon />, title: 'home.benefit.esim.title', text: 'home.benefit.esim.text' },
  { icon: <ShieldIcon />, title: 'home.benefit.contract.title', text: 'home.benefit.contract.text' },
] as const

const STEPS = [
  { title: 'home.step.plan.title', text: 'home.step.plan.text' },
  { title: 'home.step.sim.title', text: 'home.step.sim.text' },
  { title: 'home.step.go.title', text: 'home.step.go.text' },
] as const

export function HomePage() {
  const t = useT(homeMessages)
  return (
    <Page
      variant="hero"
      eyebrow={t('home.hero.eyebrow')}
      title={t('home.hero.title')}
      intro={t('home.hero.intro')}
      actions={
        <>
          <Link to="/shop" className={buttonStyle({ variant: 'solid', size: 'lg' })}>
            {t('home.hero.shop')} <ArrowRightIcon size={18} />
          </Link>
          <a href="#how-it-works" className={buttonStyle({ variant: 'outlineLight', size: 'lg' })}>
            {t('home.hero.howItWorks')}
          </a>
        </>
      }
      illustration={
        <HeroPhone
          words={{
            yourPlan: t('home.hero.phone.yourPlan'),
            perMonth: t('home.hero.phone.perMonth'),
            numberKept: t('home.hero.phone.numberKept'),
          }}
        />
      }
    >
      <Section eyebrow={t('home.why.eyebrow')} title={t('home.why.title')} intro={t('home.why.intro')}>
        <CardTiles
          items={BENEFITS.map((benefit) => ({ icon: benefit.icon, title: t(benefit.title), text: t(benefit.text) }))}
          columns={3}
        />
      </Section>

      <Section id="how-it-works">
        <Card.Root variant="brand" as="div">
          <Card.Body>
            <Card.Title>{t('home.how.title')}</Card.Title>
            <Card.Description>{t('home.how.intro')}</Card.Description>
            <TileGrid columns={3}>
              {STEPS.map((step, index) => (
                <Tile key={step.title} as="li" variant="onBrand" step={index + 1} title={t(step.title)}>
                  {t(step.text)}
                </Tile>
              ))}
            </TileGrid>
            <div>
              <Link to="/shop" className={buttonStyle({ variant: 'solid' })}>
                {t('home.how.find')} <ArrowRightIcon size={18} />
              </Link>
            </div>
          </Card.Body>
        </Card.Root>
      </Section>

      <Section>
        <HelpCard title={t('home.help.title')} />
      </Section>
    </Page>
  )
}
