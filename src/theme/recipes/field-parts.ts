import type { SystemStyleObject } from '@pandacss/dev'
import { stack } from './parts'

/**
 * The pieces every form field shares (text inputs, dropdowns, code boxes), so that they line up: the same label,
 * the same box (white, 1.5 px slate border, navy focus ring, ruby when invalid), the same outer height (`field`)
 * and the same error area with room before the next field's label.
 */
export const fieldRoot = {
  ...stack('1.5'),
  width: 'full',
  minWidth: '0',
} satisfies SystemStyleObject

/** One line of 1.25rem, so a button beside a field can be lined up with its box (`fieldLabelOffset`). */
export const fieldLabel = { fontSize: 'sm', lineHeight: '1.25rem', fontWeight: '650', color: 'fg.heading' } satisfies SystemStyleObject

/** How far a field's box starts below the field's top: its label and the gap. */
export const fieldLabelOffset = 'calc(1.25rem + {spacing.1.5})'

/** The bordered box: text input controls, dropdown triggers, code boxes. */
export const fieldBox = {
  bg: 'white',
  borderWidth: '1.5px',
  borderColor: 'border.strong',
  borderRadius: 'md',
  transition: 'border-color 150ms, box-shadow 150ms, background-color 150ms',
  _hover: { borderColor: 'slate.400' },
} satisfies SystemStyleObject

/** The focus ring of a field's box (on focus-visible, focus-within or an open menu). */
export const fieldFocus = { borderColor: 'navy.600', boxShadow: '0 0 0 3px {colors.navy.100}' } satisfies SystemStyleObject

/**
 * Reserves one line under the field so showing an error does not push the form around, and keeps a gap under it
 * so an error never runs into the next field's label.
 */
export const fieldErrorText = {
  minHeight: '5',
  mb: '2',
  fontSize: 'sm',
  lineHeight: '1.25rem',
  color: 'danger.fg',
  fontWeight: '550',
} satisfies SystemStyleObject
