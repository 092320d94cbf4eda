import { defineSlotRecipe } from '@pandacss/dev'

/**
 * A new eSIM profile once a line moves to it: its QR code in a square of room kept while it draws, and the codes to
 * type in by hand (labels muted, the codes in the monospace face, wrapping anywhere).
 */
export const esimProfile = defineSlotRecipe({
  className: 'esim-profile',
  description: 'A new eSIM profile: its QR code and the codes to type in',
  slots: ['qr', 'codes'],
  base: {
    qr: { display: 'flex', justifyContent: 'center', alignItems: 'center', width: '200px', minHeight: '200px', mx: 'auto' },
    codes: {
      display: 'grid',
      gap: '1',
      fontSize: 'sm',
      '& dd': { fontFamily: 'mono', overflowWrap: 'anywhere', fontWeight: 'semibold', mb: '2' },
      '& dt': { color: 'fg.muted' },
    },
  },
})
