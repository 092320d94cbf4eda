import { defineSlotRecipe } from '@pandacss/dev'
import { centeredCircle, messageBox, messageTone, pairColumns, ring, row, stack, svgSize, topRule } from './parts'
import { fieldErrorText } from './field-parts'

/**
 * The column of a sign-in, registration or recovery form: its fields, a row of two fields (`pair` from 426 px up,
 * `narrowFirst` with a dialling code), the buttons under it, the "or" between two ways in, and a link under a field.
 */
const authForm = defineSlotRecipe({
  className: 'auth-form',
  description: 'Sign-in and registration forms',
  slots: ['root', 'row', 'actions', 'divider', 'fieldLink'],
  base: {
    root: stack('3'),
    row: { display: 'grid', columnGap: '3', alignItems: 'start' },
    actions: { ...stack('3'), mt: '1' },
    divider: {
      ...row('3'),
      color: 'fg.subtle',
      fontSize: 'xs',
      fontWeight: '700',
      textTransform: 'uppercase',
      letterSpacing: '0.08em',
      '&::before, &::after': { content: '""', flex: '1', height: '1px', bg: 'border.default' },
    },
    fieldLink: { mt: '-2', textAlign: 'right', fontSize: 'sm' },
  },
  variants: {
    row: {
      pair: { row: { gridTemplateColumns: pairColumns } },
      narrowFirst: { row: { gridTemplateColumns: '6.5rem minmax(0, 1fr)' } },
    },
  },
  defaultVariants: { row: 'pair' },
})

/** A message for a whole form (the server's answer), with an optional bold second line (when to try again). */
const formAlert = defineSlotRecipe({
  className: 'form-alert',
  description: 'Form-level messages',
  slots: ['root', 'detail'],
  base: {
    root: { ...stack('1'), ...messageBox, lineHeight: '1.45', fontWeight: '550' },
    detail: { fontWeight: '700' },
  },
  variants: {
    tone: {
      danger: { root: messageTone.danger },
      info: { root: messageTone.info },
      success: { root: messageTone.success },
    },
  },
  defaultVariants: { tone: 'danger' },
})

/** A checkbox the customer must tick, its label beside it and the error line under it (the terms acceptance). */
const consentCheckbox = defineSlotRecipe({
  className: 'consent-checkbox',
  description: 'A checkbox with a label and an error line',
  slots: ['root', 'control', 'box', 'label', 'error'],
  base: {
    root: stack('1.5'),
    control: {
      ...row('3', 'flex-start'),
      fontSize: 'sm',
      color: 'fg.default',
      lineHeight: '1.5',
      cursor: 'pointer',
    },
    box: {
      flexShrink: '0',
      width: '5',
      height: '5',
      mt: '0.5',
      accentColor: 'coral.600',
      cursor: 'pointer',
      '&[aria-invalid=true]': ring('danger.solid', '1px'),
    },
    label: { cursor: 'pointer' },
    error: { ...fieldErrorText, mb: '0' },
  },
})

/** A moment in a flow rather than a form (link sent, password changed, link expired): a round icon, title, text. */
const statusBlock = defineSlotRecipe({
  className: 'status-block',
  description: 'A step of a flow that is a message, not a form',
  slots: ['root', 'icon', 'title', 'text', 'problem', 'actions'],
  base: {
    root: { ...stack('3'), alignItems: 'center', textAlign: 'center', py: '2' },
    icon: { ...centeredCircle('14'), ...svgSize('7') },
    title: { textStyle: 'h3', color: 'fg.heading' },
    text: { color: 'fg.muted', maxWidth: '26rem', '& > p + p': { mt: '2' } },
    // What went wrong, first in the text.
    problem: { color: 'danger.fg', fontWeight: '600' },
    actions: { ...stack('3'), width: 'full', mt: '2' },
  },
  variants: {
    tone: {
      brand: { icon: { bg: 'navy.50', color: 'navy.700' } },
      accent: { icon: { bg: 'coral.50', color: 'coral.600' } },
      success: { icon: { bg: 'success.subtle', color: 'success.fg' } },
      danger: { icon: { bg: 'danger.subtle', color: 'danger.fg' } },
    },
  },
  defaultVariants: { tone: 'brand' },
})

/**
 * Where an emailed code goes in: the line saying where it was sent, the checking line, and the row to send a new
 * one. `stacked` on a page (the sign-in code), `inline` in a dialog (the new email's code).
 */
const codeEntry = defineSlotRecipe({
  className: 'code-entry',
  description: 'Entering an emailed code',
  slots: ['sentTo', 'email', 'checking', 'error', 'resendRow', 'countdown'],
  base: {
    sentTo: { color: 'fg.muted' },
    email: { color: 'fg.heading', fontWeight: '700', overflowWrap: 'anywhere' },
    checking: { ...row('2'), color: 'navy.700', fontSize: 'sm', fontWeight: '600', minHeight: '5' },
    error: { ...fieldErrorText, mb: '0', mt: '1' },
    resendRow: { display: 'flex', gap: '2', mt: '1', ...topRule },
    countdown: { fontVariantNumeric: 'tabular-nums' },
  },
  variants: {
    layout: {
      stacked: { resendRow: { flexDirection: 'column', pt: '4' } },
      inline: {
        sentTo: { mb: '2' },
        resendRow: { flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', pt: '3' },
      },
    },
  },
  defaultVariants: { layout: 'stacked' },
})

/**
 * Room held for what the browser will draw: the same component drawn unseen (`visibility: hidden`, so it still
 * takes its room in the page's language) in one grid cell, with a spinner over its top. The card under a sign-in
 * step keeps its height when the form arrives, whatever the language's line breaks.
 */
const heldRoom = defineSlotRecipe({
  className: 'held-room',
  description: 'Room held by the unseen component the browser will draw',
  slots: ['root', 'unseen', 'spinner'],
  base: {
    // One column the card's width: the unseen parts wrap as the drawn ones do, never widen it.
    root: { display: 'grid', gridTemplateAreas: '"room"', gridTemplateColumns: 'minmax(0, 1fr)', gap: 'inherit' },
    // Its parts stand as they would in the card's body, the body's gap between them.
    unseen: { gridArea: 'room', visibility: 'hidden', ...stack('inherit') },
    spinner: { gridArea: 'room', display: 'flex', justifyContent: 'center', alignSelf: 'start', pt: '6' },
  },
})

/** The sign-in, registration and recovery pages' slot recipes, for the index. */
export const authSlotRecipes = { authForm, formAlert, consentCheckbox, statusBlock, codeEntry, heldRoom }
