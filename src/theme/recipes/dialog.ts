import { dialogAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'
import { closeButton, fixedLayer, flexColumn, openClose, stack } from './parts'

/** The inline padding of a dialog's header, body and footer. */
const inset = { px: { base: '5', sm: '7' } }

/** Modals over Ark Dialog: a centred card on wide screens, a bottom sheet on the narrowest ones. */
export const dialog = defineSlotRecipe({
  className: 'dialog',
  description: 'Modals and confirmation dialogs',
  slots: [...dialogAnatomy.keys(), 'header', 'body', 'footer', 'picture'],
  base: {
    // Ark numbers open layers (--layer-index on the backdrop and positioner): a dialog opened over another one
    // ('That Failed...' over Change Password) gets its backdrop over the dialog beneath.
    backdrop: {
      ...fixedLayer('calc({zIndex.modal} + var(--layer-index, 0) * 2 - 1)'),
      // A plain scrim, never a backdrop blur: a blurred backdrop is recomputed over the whole screen on every frame
      // while a dialog is open (each caret blink, each key typed), which a phone pays in battery and the e2e suite in
      // CPU (docs/decisions/0018-styling.md).
      bg: 'bg.overlay',
      ...openClose('fadeIn 200ms ease-out', 'fadeOut 150ms ease-in'),
    },
    positioner: {
      ...fixedLayer('calc({zIndex.modal} + var(--layer-index, 0) * 2)'),
      display: 'flex',
      alignItems: { base: 'flex-end', sm: 'center' },
      justifyContent: 'center',
      p: { base: '0', sm: '6' },
      overflow: 'auto',
      overscrollBehaviorY: 'none',
    },
    content: {
      position: 'relative',
      ...flexColumn,
      width: 'full',
      maxHeight: { base: '92dvh', sm: 'calc(100dvh - 3rem)' },
      overflowY: 'auto',
      bg: 'white',
      borderRadius: { base: '2xl 2xl 0 0', sm: '2xl' },
      boxShadow: 'xl',
      outline: 'none',
      ...openClose('dialogIn 250ms {easings.emphasized}', 'dialogOut 150ms ease-in'),
    },
    header: {
      ...stack('1.5'),
      ...inset,
      pt: { base: '6', sm: '7' },
      pb: '5',
      pe: '14',
    },
    title: { textStyle: 'h2', color: 'fg.heading' },
    description: { color: 'fg.muted', fontSize: 'md' },
    body: { ...stack('4'), ...inset, pb: '5' },
    footer: {
      display: 'flex',
      flexDirection: { base: 'column-reverse', sm: 'row' },
      justifyContent: 'flex-end',
      gap: '3',
      ...inset,
      pb: { base: '6', sm: '7' },
      '& > *': { width: { base: 'full', sm: 'auto' } },
    },
    // An illustration's svg takes the picture's size; an icon in a soft circle (IconPicture, marked
    // `data-icon-picture`) keeps the circle's own, since Panda layers its config recipe below this slot recipe.
    // tests/e2e/dialogs.spec.ts measures it.
    picture: {
      display: 'flex',
      justifyContent: 'center',
      pt: '2',
      '& svg:not([data-icon-picture] *)': { width: '36', height: '36' },
    },
    closeTrigger: closeButton('3', '10', '5'),
    trigger: {},
  },
  variants: {
    size: {
      sm: { content: { maxWidth: { sm: '26rem' } } },
      md: { content: { maxWidth: { sm: 'dialog' } } },
      lg: { content: { maxWidth: { sm: '46rem' } } },
    },
    centered: {
      true: {
        header: { alignItems: 'center', textAlign: 'center', pe: { base: '5', sm: '7' } },
        body: { alignItems: 'center', textAlign: 'center' },
        footer: { justifyContent: 'center' },
      },
    },
  },
  defaultVariants: { size: 'md' },
})
