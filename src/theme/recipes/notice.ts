import { defineSlotRecipe } from '@pandacss/dev'

/** An inline message inside a card: a problem with this step, a note, a confirmation. */
export const notice = defineSlotRecipe({
  className: 'notice',
  description: 'Inline messages',
  slots: ['root', 'icon', 'body', 'title', 'text'],
  base: {
    root: {
      display: 'flex',
      alignItems: 'flex-start',
      gap: '3',
      px: '4',
      py: '3',
      borderWidth: '1px',
      borderRadius: 'md',
      fontSize: 'sm',
      lineHeight: '1.5',
    },
    icon: { flexShrink: '0', display: 'inline-flex', mt: '0.5', '& svg': { width: '4.5', height: '4.5' } },
    body: { display: 'flex', flexDirection: 'column', gap: '0.5', minWidth: '0' },
    title: { fontWeight: '700' },
    text: { fontWeight: '500' },
  },
  variants: {
    tone: {
      danger: { root: { bg: 'danger.subtle', borderColor: 'ruby.200', color: 'danger.fg' } },
      info: { root: { bg: 'navy.50', borderColor: 'navy.100', color: 'navy.800' } },
      // SPEC §9: the success message animation takes 0.5 s (none with reduced motion: global-css).
      success: {
        root: {
          bg: 'success.subtle',
          borderColor: 'mint.200',
          color: 'success.fg',
          animation: 'successIn {durations.success} {easings.emphasized}',
        },
      },
      neutral: { root: { bg: 'bg.subtle', borderColor: 'border.default', color: 'fg.muted' } },
    },
  },
  defaultVariants: { tone: 'info' },
})
