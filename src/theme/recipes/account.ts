import { defineSlotRecipe, type SystemStyleObject } from '@pandacss/dev'
import {
  flexColumn,
  gridColumns,
  iconBadge,
  inlineRow,
  messageTone,
  overline,
  row,
  secondaryText,
  spreadLine,
  spreadRow,
  stack,
  topRule,
  wrapRow,
} from './parts'

/** The gap between a My Account section's panels: closer on phones. */
const panelGap = { base: '4', md: '6' }

/** A row of a list in a card, ruled from the one above it; the first sits at the top of the card's body. */
function ruledRow(py: string) {
  return {
    py,
    ...topRule,
    _first: { borderTopWidth: '0', pt: '0' },
  } satisfies SystemStyleObject
}

/** A box of codes or numbers to copy (recovery codes, the transfer PIN). */
const codeBox = {
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'lg',
  p: '4',
  bg: 'bg.subtle',
} satisfies SystemStyleObject

/**
 * The panels of a My Account section: one under another (`column`; `page` also holds the section's room while it
 * loads), two of a size side by side from 851 px (`pair`), or a narrow and a wide one from 966 px (`lead`).
 */
const accountPanels = defineSlotRecipe({
  className: 'account-panels',
  description: 'How the panels of a My Account section stand',
  slots: ['column', 'page', 'pair', 'lead'],
  base: {
    column: stack(panelGap),
    page: { ...stack(panelGap), minHeight: '60vh' },
    pair: { display: 'grid', gap: panelGap, gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' } },
    lead: { display: 'grid', gap: panelGap, gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 5fr) minmax(0, 7fr)' } },
  },
})

/** A card's own heading row: the title (an h3 in h4's size) and a badge or control at the other end. */
const cardHeading = defineSlotRecipe({
  className: 'card-heading',
  description: 'A card heading with a badge or control beside it',
  slots: ['root', 'title'],
  base: {
    root: spreadRow('3'),
    title: { textStyle: 'h4' },
  },
})

/** The customer's lines on the overview: name, number, SIM type and status, one ruled row each. */
const lineSummary = defineSlotRecipe({
  className: 'line-summary',
  description: 'The lines panel of the account overview',
  slots: ['list', 'row', 'name', 'number', 'noNumber', 'message', 'loading', 'reserve'],
  base: {
    list: flexColumn,
    row: {
      ...spreadLine('3'),
      py: '3.5',
      '&:not(:first-child)': topRule,
      // The status in at most half the row: a long one ('Transferida a otra compañía') wraps in its pill.
      '& > [data-status]': { maxWidth: '50%' },
    },
    name: { fontWeight: '700', color: 'fg.heading', overflowWrap: 'anywhere' },
    number: { fontVariantNumeric: 'tabular-nums', color: 'fg.default', fontWeight: '600' },
    noNumber: { color: 'fg.muted', fontStyle: 'italic' },
    message: { ...stack('3'), alignItems: 'flex-start', color: 'fg.muted' },
    loading: { ...row('2'), color: 'fg.muted' },
    // Two line rows' height (a row is about 6.4rem): the panels below do not move when one or two lines arrive
    // (no layout shift: scripts/bench-cls.ts), and with more lines they are already out of view on a phone.
    reserve: { minHeight: '12.75rem' },
  },
})

/** The profile's details: a round icon, the label and value, and the Edit button, one ruled row each. */
const detailList = defineSlotRecipe({
  className: 'detail-list',
  description: 'Profile details with their edit buttons',
  slots: ['list', 'row', 'icon', 'label', 'value', 'empty', 'status'],
  base: {
    list: flexColumn,
    row: {
      display: 'grid',
      gridTemplateColumns: 'auto minmax(0, 1fr) auto',
      alignItems: 'center',
      columnGap: { base: '3', sm: '4' },
      py: '4',
      '&:not(:first-child)': topRule,
    },
    icon: iconBadge('10', 'navy.50', 'navy.700', '5'),
    label: { fontSize: 'sm', fontWeight: '650', color: 'fg.muted' },
    value: { color: 'fg.heading', fontWeight: '600', overflowWrap: 'anywhere', whiteSpace: 'pre-line' },
    empty: { color: 'fg.subtle', fontStyle: 'italic' },
    // The details' room (four rows, 349 px from 412 px wide) is kept while they load, so the footer does not peek
    // into the first screen and leave it again when they arrive (no layout shift: scripts/bench-cls.ts).
    // The line itself stays at the top, where it is on the first screen.
    status: { ...row('2', 'flex-start'), color: 'fg.muted', py: '6', minHeight: '22rem' },
  },
})

/**
 * A setting's card (password, two-step, passkeys, sessions): icon and title, the description, and its controls at
 * the foot, the feet of side-by-side cards level.
 */
const settingCard = defineSlotRecipe({
  className: 'setting-card',
  description: 'A setting with its controls',
  slots: ['head', 'who', 'footer', 'body', 'actions', 'secret', 'qr', 'codes', 'list', 'item', 'name', 'itemActions'],
  base: {
    head: row('3'),
    // The signed-in address on a line of its own: it arrives with the profile without rewrapping the text.
    who: { display: 'block', overflowWrap: 'anywhere' },
    footer: { mt: 'auto', pt: '5' },
    body: stack('4'),
    actions: wrapRow('3'),
    secret: { fontFamily: 'mono', fontSize: 'md', fontWeight: 'semibold', letterSpacing: 'wide', overflowWrap: 'anywhere' },
    qr: { display: 'grid', placeItems: 'center', minHeight: '12rem' },
    codes: {
      ...gridColumns('repeat(2, minmax(0, 1fr))', '2'),
      ...codeBox,
      fontFamily: 'mono',
      fontSize: 'md',
      fontWeight: 'semibold',
    },
    // The passkeys, one bordered list.
    list: { ...flexColumn, borderWidth: '1px', borderColor: 'border.default', borderRadius: 'lg' },
    item: {
      ...spreadRow('3'),
      px: '4',
      py: '3',
      '& + &': topRule,
    },
    name: { fontWeight: 'semibold', overflowWrap: 'anywhere' },
    itemActions: { display: 'flex', gap: '2' },
  },
})

/** The Security page's checklist: a round mark (ticked when done), the step, what it means and a link to it. */
const securityChecklist = defineSlotRecipe({
  className: 'security-checklist',
  description: 'The account security checklist',
  slots: ['list', 'item', 'mark', 'title', 'link', 'nextStep', 'blocked', 'note'],
  base: {
    list: { ...stack('4'), mt: '2' },
    item: gridColumns('auto 1fr', '3', 'start'),
    mark: {
      display: 'grid',
      placeItems: 'center',
      width: '7',
      height: '7',
      borderRadius: 'full',
      borderWidth: '2px',
      borderColor: 'border.default',
      ...secondaryText,
      fontWeight: 'bold',
    },
    title: { fontWeight: 'semibold' },
    link: { fontSize: 'sm', fontWeight: 'semibold', color: 'accent.fg', textDecoration: 'underline' },
    // The next step's button, under its text in the notice.
    nextStep: { mt: '2', alignSelf: 'flex-start' },
    // "Blocked" before a refused attempt's description.
    blocked: { mr: '2' },
    // The note under the sign-ins, apart from them.
    note: { mt: '3' },
  },
  variants: {
    done: {
      true: { mark: messageTone.success },
      false: {},
    },
  },
  defaultVariants: { done: false },
})

/** The notification settings: a switch per channel and kind, and each line's usage alerts. */
const channelTable = defineSlotRecipe({
  className: 'channel-table',
  description: 'Notification channels and usage alerts',
  slots: ['table', 'row', 'columnHead', 'title', 'cell', 'lineRow', 'thresholds', 'percent'],
  base: {
    table: flexColumn,
    row: {
      ...gridColumns({ base: '1fr auto auto', md: '1fr 7rem 7rem' }, '3', 'center'),
      ...ruledRow('3'),
    },
    columnHead: { ...overline, textAlign: 'center' },
    title: { fontWeight: 'semibold' },
    cell: { ...stack('1'), alignItems: 'center' },
    lineRow: { ...spreadRow('3'), ...ruledRow('3') },
    thresholds: { display: 'flex', gap: '4' },
    percent: { fontSize: 'sm', fontWeight: 'semibold' },
  },
})

/** The number locks: a ruled row per lock with its switch, the transfer steps, and the account number and PIN. */
const numberLock = defineSlotRecipe({
  className: 'number-lock',
  description: 'Number locks and the transfer PIN',
  slots: ['row', 'title', 'meta', 'intro', 'steps', 'secret', 'label', 'value'],
  base: {
    row: { ...spreadLine('4'), ...ruledRow('4') },
    title: { fontWeight: 'semibold' },
    // A readable line beside a switch.
    meta: { maxWidth: '40rem' },
    intro: { mt: '4' },
    steps: { ...stack('2'), pl: '5', listStyleType: 'decimal', color: 'fg.default' },
    secret: { ...gridColumns({ base: '1fr', sm: '1fr 1fr' }, '4'), ...codeBox },
    label: overline,
    value: { fontFamily: 'mono', fontSize: '2xl', fontWeight: 'bold', letterSpacing: 'wider', mt: '1' },
  },
})

/**
 * My Account's section tabs: a row under the heading that scrolls sideways on phones (edge to edge), the current
 * tab underlined in coral; and the room held for a section while the browser draws it.
 */
const accountNav = defineSlotRecipe({
  className: 'account-nav',
  description: 'The My Account section tabs',
  slots: ['root', 'list', 'item', 'tab', 'pending'],
  base: {
    root: {
      position: 'relative',
      mb: { base: '8', md: '10' },
      mx: { base: '-4', sm: '0' },
      borderBottomWidth: '1px',
      borderColor: 'border.default',
    },
    list: {
      position: 'relative',
      display: 'flex',
      gap: '1',
      overflowX: 'auto',
      scrollbarWidth: 'none',
      px: { base: '4', sm: '0' },
      '&::-webkit-scrollbar': { display: 'none' },
    },
    item: { display: 'flex' },
    tab: {
      position: 'relative',
      ...inlineRow('2'),
      height: '12',
      px: '3.5',
      fontWeight: '650',
      fontSize: 'sm',
      color: 'slate.600',
      whiteSpace: 'nowrap',
      textDecoration: 'none',
      borderRadius: 'md md 0 0',
      transition: 'color 150ms, background-color 150ms',
      _hover: { color: 'navy.900', bg: 'navy.50' },
      '&::after': {
        content: '""',
        position: 'absolute',
        insetInline: '2',
        bottom: '-1px',
        height: '3px',
        borderRadius: 'full',
        bg: 'transparent',
      },
      '&[aria-current=page]': {
        color: 'navy.900',
        '&::after': { bg: 'accent.default' },
        '& svg': { color: 'accent.solid' },
      },
    },
    pending: { display: 'flex', justifyContent: 'center', minHeight: '60vh', pt: '6' },
  },
})

/** My Account's slot recipes, for the index. */
export const accountSlotRecipes = {
  accountPanels,
  cardHeading,
  lineSummary,
  detailList,
  settingCard,
  securityChecklist,
  channelTable,
  numberLock,
  accountNav,
}
