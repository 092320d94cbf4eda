import { PointList } from '../../components/layout/blocks'
import { Section } from '../../components/layout/section'
import { TileGrid } from '../../components/layout/tile-grid'
import { Card } from '../../components/ui/card'
import { CardIcon, DocumentIcon, PhoneIcon, SignalIcon } from '../../components/ui/icons'
import { OverviewSection } from '../account/overview/overview-section'
import { ProfileSection } from '../account/profile/profile-section'
import { SettingsSection } from '../account/settings/settings-section'
import { useSignedOutRedirect } from '../account/use-signed-out-redirect'
import { PaymentSection } from '../payment'
import { PlansSection } from '../lines'

export const DASHBOARD_SECTIONS = ['overview', 'plans', 'payment', 'profile', 'setting'] as const
export type DashboardSelection = (typeof DASHBOARD_SECTIONS)[number]

/** An unknown selection shows the overview (DESIGN §8). */
export function toSection(selection: string): DashboardSelection {
  return (DASHBOARD_SECTIONS as readonly string[]).includes(selection) ? (selection as DashboardSelection) : 'overview'
}

interface PlaceholderContent {
  title: string
  intro: string
  panels: { title: string; text: string; points: { title: string; text: string; icon: React.ReactNode }[] }[]
}

/** Sections whose full behaviour comes with their own issues (lines and port-in; cards and order history). */
const PLACEHOLDERS: Record<'plans' | 'payment', PlaceholderContent> = {
  plans: {
    title: 'Plans',
    intro: 'Every line on your account: SIM status, nickname, eSIM QR code and moving your number in.',
    panels: [
      {
        title: 'Your lines',
        text: 'Manage each number on its own.',
        points: [
          { icon: <SignalIcon />, title: 'SIM status', text: 'See where each SIM or eSIM is, from shipping to active.' },
          { icon: <PhoneIcon />, title: 'Keep your number', text: 'Check eligibility and send your old carrier details.' },
        ],
      },
    ],
  },
  payment: {
    title: 'Payment',
    intro: 'Your saved cards and the history of your orders.',
    panels: [
      {
        title: 'Saved cards',
        text: 'Add a card, choose your primary card, or delete one.',
        points: [{ icon: <CardIcon />, title: 'Secure by design', text: 'We keep only the brand, last four digits and expiry.' }],
      },
      {
        title: 'Order history',
        text: 'Every payment with its date, product, price and card.',
        points: [{ icon: <DocumentIcon />, title: 'Filter by month', text: 'Find an order quickly and view its details.' }],
      },
    ],
  },
}

function Placeholder({ content }: { content: PlaceholderContent }) {
  return (
    <Section title={content.title} intro={content.intro}>
      <TileGrid columns={2}>
        {content.panels.map((panel) => (
          <li key={panel.title}>
            <Card.Root variant="outline" as="section" aria-label={panel.title}>
              <Card.Header>
                <Card.Title level={3}>{panel.title}</Card.Title>
                <Card.Description>{panel.text}</Card.Description>
              </Card.Header>
              <Card.Body>
                <PointList items={panel.points} />
              </Card.Body>
            </Card.Root>
          </li>
        ))}
      </TileGrid>
    </Section>
  )
}

/** The chosen dashboard section (DESIGN §8): overview, plans, payment, profile or setting. */
export function DashboardSection({ selection }: { selection: string }) {
  useSignedOutRedirect()
  const section = toSection(selection)
  switch (section) {
    case 'overview':
      return <OverviewSection />
    case 'profile':
      return <ProfileSection />
    case 'setting':
      return <SettingsSection />
    case 'payment':
      return <PaymentSection />
    case 'plans': return <PlansSection />
    default:
      return <Placeholder content={PLACEHOLDERS[section]} />
  }
}
