import { defineSlotRecipe } from '@pandacss/dev'
import { centeredStack } from './parts'

/**
 * A full-screen page outside the shared layout (the payment return page): the logo and one centred card on the
 * brand's faint wash. The card is `card({ variant: 'elevated', layout: 'centered' })`.
 */
export const statusScreen = defineSlotRecipe({
  className: 'status-screen',
  description: 'A full-screen page with one centred card',
  slots: ['root', 'card', 'picture', 'title', 'text'],
  base: {
    root: {
      flex: '1',
      ...centeredStack('8'),
      minHeight: '100dvh',
      px: '4',
      py: '12',
      bg: 'navy.50',
      backgroundImage:
        'radial-gradient(ellipse 60% 50% at 100% 0%, rgba(255, 90, 71, 0.10), transparent 70%), radial-gradient(ellipse 50% 50% at 0% 100%, rgba(60, 87, 148, 0.12), transparent 70%)',
      outline: 'none',
    },
    card: { width: 'full', maxWidth: '26rem' },
    picture: { display: 'flex', color: 'accent.solid', mb: '3' },
    title: { textStyle: 'h2' },
    text: { color: 'fg.muted' },
  },
})
