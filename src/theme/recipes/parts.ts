import type { SystemStyleObject } from '@pandacss/dev'

// Each piece is checked with `satisfies SystemStyleObject` and keeps its own small type, never typed as the whole
// `SystemStyleObject`: a recipe that spreads a value of that type makes the checker compare an object of all of
// Panda's thousands of style properties with the recipe's, seconds per file (`npm run bench:suite -- typecheck`
// prints the typecheck's time). ESLint holds src/theme to this.

/** A `size` square with its content (an icon, a step number) in the middle: icon badges, markers, close buttons. */
export function centeredBox(size: string) {
  return { display: 'inline-flex', alignItems: 'center', justifyContent: 'center', width: size, height: size } satisfies SystemStyleObject
}

/** A gap or a padding: a spacing token, or one per breakpoint (`{ base: '3', md: '5' }`). */
type Space = string | { base?: string; sm?: string; md?: string; lg?: string; xl?: string }

/** A pill: a round-ended row `height` tall, its content (text, an icon) centred on one line with `gap` and `px`. */
export function pill(gap: string, height: string, px: Space) {
  return { display: 'inline-flex', alignItems: 'center', gap, height, px, borderRadius: 'full' } satisfies SystemStyleObject
}

/** `centeredBox`, round. */
export function centeredCircle(size: string) {
  return { ...centeredBox(size), borderRadius: 'full' } satisfies SystemStyleObject
}

/**
 * An icon on a disc (or, with `radius`, a rounded square) `size` across: `bg` behind it, the icon in `color` and
 * `iconSize`. The tiles' icons, the plan tile's selected mark, the add-card tile's and the empty state's icons.
 */
export function iconBadge(size: string, bg: string, color: string, iconSize: string, radius = 'full') {
  return { ...centeredBox(size), borderRadius: radius, bg, color, ...svgSize(iconSize) } satisfies SystemStyleObject
}

/** A number or initials (or a small icon) on a disc `size` across: `bg` behind, `color` in the small type's `weight`. */
export function numberDisc(size: string, bg: string, color: string, weight: string) {
  return { ...centeredCircle(size), bg, color, fontWeight: weight, fontSize: 'sm' } satisfies SystemStyleObject
}

/**
 * A text at the start of a row and what goes with it (a badge, a control, an action) at the end, `gap` apart, the
 * end wrapping under the start where there is no room: `actionRow({ spread: true })` as a slot's style. Its items are
 * centred across the row unless `align`ed otherwise (on the baseline, at the bottom).
 */
export function spreadRow(gap: Space, align = 'center') {
  return { display: 'flex', flexWrap: 'wrap', alignItems: align, justifyContent: 'space-between', gap } satisfies SystemStyleObject
}

/**
 * `spreadRow` that never wraps: a label and its value, a title and its close button, at the two ends of one line
 * (`align`ed on their baseline where they are texts of two sizes).
 */
export function spreadLine(gap: Space, align = 'center') {
  return { display: 'flex', alignItems: align, justifyContent: 'space-between', gap } satisfies SystemStyleObject
}

/** Blocks one under the other in a flex column, with no gap of their own: a card, a panel, a dialog's content. */
export const flexColumn = { display: 'flex', flexDirection: 'column' } satisfies SystemStyleObject

/** A flex column with `gap` between its children: panels, card sections, text blocks. */
export function stack(gap: Space) {
  return { ...flexColumn, gap } satisfies SystemStyleObject
}

/**
 * `spreadLine` from 426 px; on a phone the two ends stand one under the other, `phoneAlign`ed (`stretch`ed to the
 * full width, at the start): the bottom line of the footer, the bar of what is in the cart.
 */
export function spreadFromSm(gap: Space, phoneAlign: string) {
  return {
    display: 'flex',
    flexDirection: { base: 'column', sm: 'row' },
    alignItems: { base: phoneAlign, sm: 'center' },
    justifyContent: 'space-between',
    gap,
  } satisfies SystemStyleObject
}

/**
 * Items on one row, `gap` apart, centred across it (or `align`ed to its top, its baseline): an icon and its text, a
 * title and its badge, a row of buttons.
 */
export function row(gap: Space, align = 'center') {
  return { display: 'flex', alignItems: align, gap } satisfies SystemStyleObject
}

/** `row` inside a line of text (`inline-flex`): a badge's icon and label, a link with its arrow. */
export function inlineRow(gap: Space) {
  return { display: 'inline-flex', alignItems: 'center', gap } satisfies SystemStyleObject
}

/** `row` centred along it too: a banner's icon and text in the middle of the screen. */
export function centeredRow(gap: Space) {
  return { display: 'flex', alignItems: 'center', justifyContent: 'center', gap } satisfies SystemStyleObject
}

/**
 * Items on a row that wraps onto more lines where there is no room, `gap` apart (and `align`ed across each line
 * when given): buttons, badges, links, facts.
 */
export function wrapRow(gap: Space, align?: string) {
  return { display: 'flex', flexWrap: 'wrap', ...(align && { alignItems: align }), gap } satisfies SystemStyleObject
}

/** The icons inside take a `size` square. */
export function svgSize(size: string) {
  return { '& svg': { width: size, height: size } } satisfies SystemStyleObject
}

/** A check mark (or a step's icon) drawn bold inside a small round marker, `size` square. */
export function boldMark(size: string) {
  return { '& svg': { width: size, height: size, strokeWidth: '3' } } satisfies SystemStyleObject
}

/** A secondary line beside or under the main one: small type in the muted colour (a row's meta, a hint, a note). */
export const secondaryText = { fontSize: 'sm', color: 'fg.muted' } satisfies SystemStyleObject

/**
 * An outline `width` wide in `color`, `offset` away from the edge: the focus ring of the page's links and small
 * controls (coral), the ring of a box that is wrong (ruby).
 */
export function ring(color: string, offset: string, width = '2px') {
  return { outline: `${width} solid`, outlineColor: color, outlineOffset: offset } satisfies SystemStyleObject
}

/** A button's focus: a white gap, then a coral ring. Cards that stand for a button (a plan, a choice) wear it too. */
export const focusHalo = '0 0 0 3px white, 0 0 0 5px {colors.coral.500}'

/** The coral focus ring of custom controls (pills, round buttons, grid options), `offset` away from their edge. */
function focusRing(offset: string) {
  return { _focusVisible: { outline: '3px solid {colors.accent.default}', outlineOffset: offset } } satisfies SystemStyleObject
}

/**
 * A custom control's pointer: the hand cursor, its `hover` look, and the coral focus ring `offset` away from its edge
 * (the month picker's trigger, heading and months, the back button, the add-card tile).
 */
export function pressable(hover: SystemStyleObject, focusOffset: string) {
  return { cursor: 'pointer', _hover: hover, ...focusRing(focusOffset) } satisfies SystemStyleObject
}

/**
 * A white box with the light border: menus, popovers, toasts, list cards. `border` is its width (1.5px for the
 * choices a customer picks), `radius` and `shadow` are tokens.
 */
export function surface(radius: string, shadow?: string, border = '1px') {
  const box = { bg: 'white', borderWidth: border, borderColor: 'border.default', borderRadius: radius } satisfies SystemStyleObject
  return shadow ? { ...box, boxShadow: shadow } : box
}

/** How an Ark layer (dialog, menu) comes and goes: the `open` animation when it opens, `closed` as it closes. */
export function openClose(open: string, closed: string) {
  return { _open: { animation: open }, _closed: { animation: closed } } satisfies SystemStyleObject
}

/** A full-screen fixed layer at `zIndex`: a dialog's backdrop and positioner. */
export function fixedLayer(zIndex: string) {
  return { position: 'fixed', inset: '0', zIndex } satisfies SystemStyleObject
}

/** The round close button in a corner of dialogs and toasts: `inset` from the corner, `size` across. */
export function closeButton(inset: string, size: string, iconSize: string) {
  return {
    position: 'absolute',
    top: inset,
    insetEnd: inset,
    ...centeredCircle(size),
    color: 'slate.500',
    cursor: 'pointer',
    _hover: { bg: 'slate.100', color: 'navy.900' },
    ...svgSize(iconSize),
  } satisfies SystemStyleObject
}

/** A semantic tone's pale background and its text colour (`success.subtle` on `success.fg`, …). */
export function toneColors(tone: 'success' | 'danger' | 'warning' | 'info') {
  return { bg: `${tone}.subtle`, color: `${tone}.fg` } satisfies SystemStyleObject
}

/**
 * A message's tone: its pale background, the border a shade darker and the text (a form's alert, a notice, a SIM
 * status, a failed payment's card, a done step's mark).
 */
export const messageTone = {
  danger: { bg: 'danger.subtle', borderColor: 'ruby.200', color: 'danger.fg' },
  info: { bg: 'navy.50', borderColor: 'navy.100', color: 'navy.800' },
  success: { bg: 'success.subtle', borderColor: 'mint.200', color: 'success.fg' },
} satisfies Record<string, SystemStyleObject>

/** The box of a message inside a card or a form: padded, ruled, rounded, in the small type. */
export const messageBox = { px: '4', py: '3', borderWidth: '1px', borderRadius: 'md', fontSize: 'sm' } satisfies SystemStyleObject

/** `stack`, its children centred both ways: empty states, messages in place of a list, the add-card tile. */
export function centeredStack(gap: Space) {
  return { ...stack(gap), alignItems: 'center', justifyContent: 'center' } satisfies SystemStyleObject
}

/**
 * A grid of `columns` (a track list, or one per breakpoint), its cells `gap` apart (and `align`ed in their rows when
 * given): a page's two columns, a list of cards, a row of a record list.
 */
export function gridColumns(columns: Space, gap: Space, align?: string) {
  return { display: 'grid', gridTemplateColumns: columns, ...(align && { alignItems: align }), gap } satisfies SystemStyleObject
}

/** One column on a phone, two of a size from 426 px: a pair of fields, two choices side by side. */
export const pairColumns = { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } as const

/** The light rule along a block's top: between rows of a list, over a card's footer or a total. */
export const topRule = { borderTopWidth: '1px', borderColor: 'border.default' } satisfies SystemStyleObject

/** A list without bullets or indent. */
export const bareList = { listStyle: 'none', p: '0', m: '0' } satisfies SystemStyleObject

/**
 * One step of a horizontal progress track (the checkout stepper, the port-in tracker): marker and label centred
 * in an equal share of the row, joined to the previous step by a 2 px line `top` down that stops `clearance` short
 * of both markers' centres.
 */
export function trackStep(gap: string, top: string, clearance: string, line: string) {
  return {
    position: 'relative',
    flex: '1',
    ...stack(gap),
    alignItems: 'center',
    minWidth: '0',
    '&:not(:first-child)::before': {
      content: '""',
      position: 'absolute',
      top,
      right: `calc(50% + ${clearance})`,
      left: `calc(-50% + ${clearance})`,
      height: '2px',
      borderRadius: 'full',
      bg: line,
    },
  } satisfies SystemStyleObject
}

/**
 * A table of records that turns into cards at 425 px and below (payments, sign-ins): its column heads in small
 * capitals over a rule, its rows ruled apart, and the cards that stand for its rows on a phone.
 */
export const recordTable = {
  head: {
    textAlign: 'start',
    fontSize: 'xs',
    fontWeight: '750',
    letterSpacing: '0.04em',
    textTransform: 'uppercase',
    color: 'fg.muted',
    borderBottomWidth: '1px',
    borderColor: 'border.default',
    whiteSpace: 'nowrap',
  },
  row: {
    '& > td': { borderBottomWidth: '1px', borderColor: 'slate.100' },
    '&:last-child > td': { borderBottomWidth: '0' },
  },
  cards: { ...stack('3'), ...bareList },
} satisfies Record<string, SystemStyleObject>

/** One record's card on a phone, `p` inside and `radius` round. */
export function recordCard(p: string, radius: string) {
  return { ...stack('2'), p, ...surface(radius) } satisfies SystemStyleObject
}

/** The line into each step of a progress track that is reached (its `data-status` one of `statuses`), in `color`. */
export function reachedLine(color: string, ...statuses: string[]) {
  const selector = statuses.map((status) => `&[data-status=${status}]::before`).join(', ')
  return { [selector]: { bg: color } } satisfies SystemStyleObject
}

/** A progress track's list: its steps on one row across the width, without bullets. */
export const trackList = { display: 'flex', listStyle: 'none', width: 'full' } satisfies SystemStyleObject

/** A progress track's round marker, `size` across: an empty white ring until its step is reached. */
export function trackMarker(size: string) {
  return { ...centeredCircle(size), borderWidth: '2px', borderColor: 'border.strong', bg: 'white' } satisfies SystemStyleObject
}

/** The label over a figure or a group (DATA, ADD DATA, NEXT RENEWAL): small capitals, muted, semibold. */
export const overline = {
  fontSize: 'xs',
  color: 'fg.muted',
  textTransform: 'uppercase',
  letterSpacing: 'wide',
  fontWeight: 'semibold',
} satisfies SystemStyleObject
