import { defineRecipe, defineSlotRecipe } from '@pandacss/dev'
import { pairColumns, stack, wrapRow } from './parts'

/** A dialog's form (`FormDialog`): its fields one under the other; `pair` puts two side by side from 426 px (`FieldPair`). */
export const formLayout = defineSlotRecipe({
  className: 'form-layout',
  description: 'The fields of a form, alone or in pairs',
  slots: ['form', 'pair'],
  base: {
    form: { ...stack('2'), width: 'full' },
    pair: { display: 'grid', columnGap: '3', gridTemplateColumns: pairColumns },
  },
})

/**
 * A dialog's picture made of one icon in a soft circle (`IconPicture`). The dialog recipe's picture slot sizes an
 * illustration's svg (36); an icon here keeps the circle's own size.
 */
export const iconPicture = defineRecipe({
  className: 'icon-picture',
  description: 'An icon in a soft circle, as a dialog picture',
  base: {
    display: 'grid',
    placeItems: 'center',
    width: '20',
    height: '20',
    borderRadius: 'full',
    bg: 'navy.50',
    color: 'navy.800',
    '& svg': { width: '10', height: '10' },
  },
})

/** How a picture comes in: `success`, SPEC §9's success message animation, 0.5 s (none with reduced motion: global-css). */
export const entrance = defineRecipe({
  className: 'entrance',
  description: 'How a picture comes in',
  base: {},
  variants: { motion: { success: { animation: 'successIn {durations.success} {easings.emphasized}' } } },
  defaultVariants: { motion: 'success' },
})

/** The step-up dialog's text, its passkey error and the other ways to confirm, as links under the form. */
export const stepUp = defineSlotRecipe({
  className: 'step-up',
  description: 'The step-up dialog: its text, error and other ways to confirm',
  slots: ['text', 'error', 'others', 'other'],
  base: {
    text: { color: 'fg.muted' },
    error: { color: 'danger.fg', mt: '2', fontWeight: 'medium' },
    others: { ...stack('1'), alignItems: 'flex-start', mt: '2' },
    other: {
      color: 'accent.fg',
      fontWeight: 'semibold',
      fontSize: 'sm',
      textDecoration: 'underline',
      cursor: 'pointer',
      _disabled: { opacity: 0.5, cursor: 'not-allowed' },
    },
  },
})

/** A My Account section that failed to draw: its title, a sentence, and the ways on (try again, the overview). */
export const sectionError = defineSlotRecipe({
  className: 'section-error',
  description: 'A section that failed, with the ways on',
  slots: ['root', 'title', 'text', 'actions'],
  base: {
    root: { ...stack('4'), alignItems: 'flex-start', py: '6' },
    title: { textStyle: 'h3' },
    text: { color: 'fg.muted', maxWidth: '40rem' },
    actions: wrapRow('3'),
  },
})
