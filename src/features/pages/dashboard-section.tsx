import { PointList } from '../../components/layout/blocks'
import { Section } from '../../components/layout/section'
import { TileGrid } from '../../components/layout/tile-grid'
import { Card } from '../../components/ui/card'
import { CardIcon, DocumentIcon, LockIcon, MailIcon, PhoneIcon, SignalIcon, UserIcon } from '../../components/ui/icons'

export const DASHBOARD_SECTIONS = ['overview', 'plans', 'payment', 'profile', 'setting'] as const
export type DashboardSelection = (typeof DASHBOARD_SECTIONS)[number]

/** An unknown selection shows the overview (DESIGN §8). */
export function toSection(selection: string): DashboardSelection {
  return (DASHBOARD_SECTIONS as readonly string[]).includes(selection) ? (selection as DashboardSelection) : 'overview'
}

interface SectionContent {
  title: string
  intro: string
  panels: { title: string; text: string; points: { title: string; text: string; icon: React.ReactNode }[] }[]
}

const CONTENT: Record<DashboardSelection, SectionContent> = {
  overview: {
    title: 'Overview',
    intro: 'Your lines and your latest payments at a glance.',
    panels: [
      {
        title: 'Your lines',
        text: 'Each phone number on your account with its plan and SIM status.',
        points: [
          { icon: <PhoneIcon />, title: 'Plan and number', text: 'The plan, the number and its nickname.' },
          { icon: <SignalIcon />, title: 'SIM status', text: 'Active, in progress, pending shipping and more.' },
        ],
      },
      {
        title: 'Recent transactions',
        text: 'Your five latest payments, newest first.',
        points: [
          { icon: <CardIcon />, title: 'Date, product and price', text: 'Amounts in USD with the card used.' },
          { icon: <DocumentIcon />, title: 'Details', text: 'Fees, taxes and discounts of every order.' },
        ],
      },
    ],
  },
  plans: {
    title: 'Plans',
    intro: 'Every line on your account: SIM status, nickname, eSIM QR code and moving your number in.',
    panels: [
      {
        title: 'Your lines',
        text: 'Manage each number on its own.',
        points: [
          {
            icon: <SignalIcon />,
            title: 'SIM status',
            text: 'See where each SIM or eSIM is, from shipping to active.',
          },
          {
            icon: <PhoneIcon />,
            title: 'Keep your number',
            text: 'Check eligibility and send your old carrier details.',
          },
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
        points: [
          {
            icon: <CardIcon />,
            title: 'Secure by design',
            text: 'We keep only the brand, last four digits and expiry.',
          },
        ],
      },
      {
        title: 'Order history',
        text: 'Every payment with its date, product, price and card.',
        points: [
          { icon: <DocumentIcon />, title: 'Filter by month', text: 'Find an order quickly and view its details.' },
        ],
      },
    ],
  },
  profile: {
    title: 'Profile',
    intro: 'Your name, address, email and phone number.',
    panels: [
      {
        title: 'Your details',
        text: 'Keep them current so we can reach you and ship your SIM.',
        points: [
          { icon: <UserIcon />, title: 'Name and address', text: 'Used for your account and deliveries.' },
          { icon: <MailIcon />, title: 'Email and phone', text: 'A new email is confirmed with a 5-digit code.' },
        ],
      },
    ],
  },
  setting: {
    title: 'Settings',
    intro: 'Your password and your session.',
    panels: [
      {
        title: 'Security',
        text: 'Change your password at any time.',
        points: [
          { icon: <LockIcon />, title: 'Change password', text: 'A new password signs out your other sessions.' },
        ],
      },
    ],
  },
}

export function DashboardSection({ selection }: { selection: string }) {
  const content = CONTENT[toSection(selection)]
  return (
    <Section title={content.title} intro={content.intro}>
      <TileGrid columns={content.panels.length > 1 ? 2 : 2}>
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
