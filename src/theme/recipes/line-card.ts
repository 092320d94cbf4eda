import { defineRecipe, defineSlotRecipe } from '@pandacss/dev'
import {
  boldMark,
  gridColumns,
  messageTone,
  pill,
  reachedLine,
  secondaryText,
  spreadRow,
  stack,
  surface,
  toneColors,
  trackList,
  trackMarker,
  trackStep,
  wrapRow,
} from './parts'

/** The small-capital label over a line's fact (PLAN, SIM TYPE) or its eSIM's manual code. */
const factCaption = { fontSize: 'xs', fontWeight: '650', color: 'fg.subtle', textTransform: 'uppercase', letterSpacing: '0.06em' } as const

/**
 * /dashboard/plans: one card per line (nickname or plan name, number, plan, SIM type, status, actions), with its
 * port-in tracker and, for an active eSIM, the activation QR code.
 */
export const lineCard = defineSlotRecipe({
  className: 'line-card',
  description: 'A line (subscription) on the plans page',
  slots: [
    'root',
    'head',
    'identity',
    'eyebrow',
    'title',
    'number',
    'status',
    'hint',
    'facts',
    'fact',
    'factLabel',
    'factValue',
    'actions',
    'panel',
    'list',
    'placeholder',
  ],
  base: {
    // Each card as tall as its content: a short card beside a long one keeps no empty middle.
    list: {
      display: 'grid',
      gap: { base: '4', md: '5' },
      listStyle: 'none',
      alignItems: 'start',
      gridTemplateColumns: { base: '1fr', lg: 'repeat(2, minmax(0, 1fr))' },
    },
    // The lines' room while they load: the footer does not jump when they arrive (scripts/bench-cls.ts).
    placeholder: { minHeight: '24rem' },
    root: {
      ...stack('5'),
      ...surface('xl', 'xs'),
      px: { base: '5', md: '6' },
      py: { base: '5', md: '6' },
      minWidth: '0',
    },
    // The badge keeps the top-right corner at every width, in at most half the card: a long title wraps beside it,
    // a long status ('eSIM · Transferida a otra compañía') wraps inside its pill (the simStatus recipe).
    head: gridColumns('minmax(0, 1fr) fit-content(50%)', '3', 'start'),
    identity: { ...stack('1'), minWidth: '0' },
    eyebrow: { textStyle: 'eyebrow', color: 'fg.subtle' },
    title: { textStyle: 'h3', color: 'fg.heading', overflowWrap: 'anywhere' },
    number: { fontSize: 'lg', fontWeight: '700', color: 'fg.default', fontVariantNumeric: 'tabular-nums', letterSpacing: '0.01em' },
    status: wrapRow('2', 'center'),
    hint: { ...secondaryText, lineHeight: '1.5', mt: '-2' },
    facts: {
      ...gridColumns({ base: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))' }, '3'),
      py: '4',
      borderTopWidth: '1px',
      borderBottomWidth: '1px',
      borderColor: 'border.default',
    },
    fact: { ...stack('0.5'), minWidth: '0' },
    factLabel: factCaption,
    factValue: { fontSize: 'sm', fontWeight: '650', color: 'fg.default', overflowWrap: 'anywhere' },
    actions: {
      ...wrapRow('2'),
      '& > button, & > a': { flex: { base: '1 1 auto', sm: '0 0 auto' } },
    },
    panel: {
      ...stack('3'),
      bg: 'bg.subtle',
      borderRadius: 'lg',
      px: '4',
      py: '4',
    },
  },
})

/**
 * SIM status display (SPEC §2): one style per status, plus an eSIM variant (a chip marker before the label).
 */
export const simStatus = defineRecipe({
  className: 'sim-status',
  description: 'SIM card status badge',
  base: {
    ...pill('1.5', 'auto', '3'),
    // At least a pill's height; a status longer than its room wraps inside the pill instead of pushing the card's title.
    minHeight: '7',
    py: '1',
    lineHeight: '1.25',
    fontSize: 'xs',
    fontWeight: '750',
    letterSpacing: '0.02em',
    borderWidth: '1px',
    borderColor: 'transparent',
    '&::before': { content: '""', width: '2', height: '2', borderRadius: 'full', bg: 'currentColor', flexShrink: '0' },
  },
  variants: {
    status: {
      active: messageTone.success,
      inactive: { bg: 'slate.100', color: 'slate.700', borderColor: 'slate.200' },
      cancelled: { bg: 'slate.100', color: 'slate.600', borderColor: 'slate.200', textDecoration: 'line-through' },
      suspended: { ...toneColors('warning'), borderColor: 'amber.200' },
      inprogress: {
        ...toneColors('info'),
        borderColor: 'sky.200',
        '&::before': { animation: 'fadeIn 0.9s ease-in-out infinite alternate' },
      },
      pending: { bg: 'navy.50', color: 'navy.700', borderColor: 'navy.100' },
      failed: messageTone.danger,
      notActive: { bg: 'white', color: 'slate.600', borderColor: 'slate.300', borderStyle: 'dashed' },
    },
    esim: {
      true: {
        // The eSIM variant: a chip outline instead of the dot.
        '&::before': {
          width: '2.5',
          height: '3',
          borderRadius: '2px',
          bg: 'transparent',
          borderWidth: '1.5px',
          borderColor: 'currentColor',
        },
      },
      false: {},
    },
  },
  defaultVariants: { status: 'inactive', esim: false },
})

/** Where a port-in stands: details sent → in review → number moved, or failed with the carrier's reason. */
export const portInTracker = defineSlotRecipe({
  className: 'port-in-tracker',
  description: 'Port-in progress on a line',
  slots: ['root', 'heading', 'title', 'text', 'steps', 'step', 'marker', 'label', 'when', 'form', 'instructions'],
  base: {
    root: stack('3'),
    heading: spreadRow('2'),
    title: { fontSize: 'sm', fontWeight: '750', color: 'fg.heading' },
    text: { ...secondaryText, lineHeight: '1.5' },
    steps: { ...trackList, gap: '0' },
    step: {
      ...trackStep('1.5', '3', '16px', 'border.strong'),
      textAlign: 'center',
      ...reachedLine('mint.500', 'done', 'current', 'failed'),
    },
    marker: {
      ...trackMarker('6'),
      color: 'white',
      ...boldMark('3.5'),
      '[data-status=done] &': { bg: 'mint.600', borderColor: 'mint.600' },
      '[data-status=current] &': { borderColor: 'navy.800', bg: 'white', boxShadow: 'inset 0 0 0 4px {colors.navy.800}' },
      '[data-status=failed] &': { bg: 'ruby.600', borderColor: 'ruby.600' },
    },
    label: {
      fontSize: 'xs',
      fontWeight: '650',
      color: 'fg.subtle',
      lineHeight: '1.3',
      '[data-status=done] &': { color: 'fg.default' },
      '[data-status=current] &': { color: 'fg.heading', fontWeight: '750' },
      '[data-status=failed] &': { color: 'danger.fg', fontWeight: '750' },
    },
    // A shipped SIM's step dates and its activation form (the kit panel shares the tracker's look).
    when: { display: 'block', fontWeight: 'normal', color: 'fg.muted', fontSize: 'xs' },
    form: { display: 'grid', gap: '3' },
    instructions: { listStyle: 'decimal', paddingInlineStart: '5', display: 'grid', gap: '1', fontSize: 'sm' },
  },
})

/** The eSIM activation QR code and its manual code. */
export const esimCode = defineSlotRecipe({
  className: 'esim-code',
  description: 'eSIM activation QR code and manual entry',
  slots: ['root', 'frame', 'qr', 'pattern', 'manual', 'row', 'label', 'value', 'steps', 'error'],
  base: {
    root: { ...stack('5'), alignItems: 'center', width: 'full' },
    frame: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      p: '4',
      ...surface('xl', 'sm'),
      width: { base: '56', sm: '64' },
      height: { base: '56', sm: '64' },
    },
    qr: { width: 'full', height: 'full' },
    pattern: { width: 'full', height: 'full', fill: 'navy.950' },
    manual: { ...stack('3'), width: 'full' },
    row: { ...stack('1'), bg: 'bg.subtle', borderRadius: 'md', px: '3', py: '2.5' },
    label: factCaption,
    value: { fontFamily: 'mono', fontSize: 'sm', color: 'fg.default', overflowWrap: 'anywhere', userSelect: 'all' },
    steps: { ...secondaryText, lineHeight: '1.6', pl: '5', listStyleType: 'decimal', width: 'full' },
    // Why a reinstall failed, on its own line under the confirmation's text.
    error: { display: 'block', marginTop: '2', color: 'danger.fg' },
  },
})
