import { defineSlotRecipe } from '@pandacss/dev'
import { messageBox, messageTone, row, stack } from './parts'

/** An inline message inside a card: a problem with this step, a note, a confirmation. */
export const notice = defineSlotRecipe({
  className: 'notice',
  description: 'Inline messages',
  slots: ['root', 'icon', 'body', 'title', 'text'],
  base: {
    root: { ...row('3', 'flex-start'), ...messageBox, lineHeight: '1.5' },
    icon: { flexShrink: '0', display: 'inline-flex', mt: '0.5', '& svg': { width: '4.5', height: '4.5' } },
    body: { ...stack('0.5'), minWidth: '0' },
    title: { fontWeight: '700' },
    text: { fontWeight: '500' },
  },
  variants: {
    tone: {
      danger: { root: messageTone.danger },
      info: { root: messageTone.info },
      // SPEC §9: the success message animation takes 0.5 s (none with reduced motion: global-css).
      success: { root: { ...messageTone.success, animation: 'successIn {durations.success} {easings.emphasized}' } },
      neutral: { root: { bg: 'bg.subtle', borderColor: 'border.default', color: 'fg.muted' } },
    },
  },
  defaultVariants: { tone: 'info' },
})
