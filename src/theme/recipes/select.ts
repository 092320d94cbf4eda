import { selectAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'
import { fieldBox, fieldErrorText, fieldFocus, fieldLabel, fieldRoot } from './field-parts'
import { flexColumn, openClose, spreadLine, surface, svgSize } from './parts'

/** A line in the menu's room instead of its options ('No options', 'Loading...'). */
const menuMessage = { display: 'flex', alignItems: 'center', justifyContent: 'center', flex: '1', px: '4', color: 'fg.muted' } as const

/** The dropdown field over Ark Select: a 56 px field and 56 px rows, a menu between 140 and 300 px high on layer 3000 (SPEC §9). */
export const select = defineSlotRecipe({
  className: 'select',
  description: 'Dropdown fields',
  slots: [...selectAnatomy.keys(), 'empty', 'loading', 'errorText'],
  base: {
    root: fieldRoot,
    label: fieldLabel,
    control: { position: 'relative' },
    trigger: {
      ...spreadLine('2'),
      width: 'full',
      // SPEC §2: the dropdown field is 56 px high, like its rows.
      height: '56px',
      ps: '3.5',
      pe: '3',
      color: 'fg.default',
      fontSize: 'md',
      textAlign: 'start',
      cursor: 'pointer',
      ...fieldBox,
      _focusVisible: { outline: 'none', ...fieldFocus },
      _open: fieldFocus,
      _invalid: { borderColor: 'danger.solid' },
      _disabled: { bg: 'bg.muted', cursor: 'not-allowed', opacity: '0.7' },
    },
    valueText: { flex: '1', minWidth: '0', truncate: true, '&[data-placeholder]': { color: 'slate.500' } },
    indicator: {
      display: 'inline-flex',
      color: 'slate.500',
      transition: 'transform 200ms',
      _open: { transform: 'rotate(180deg)' },
      ...svgSize('5'),
    },
    clearTrigger: {},
    positioner: { zIndex: 'dropdown !important' },
    content: {
      ...flexColumn,
      minHeight: '140px',
      maxHeight: '300px',
      overflowY: 'auto',
      py: '1.5',
      ...surface('lg', 'xl'),
      outline: 'none',
      ...openClose('menuIn 150ms {easings.standard}', 'menuOut 100ms ease-in'),
    },
    list: {},
    item: {
      ...spreadLine('3'),
      flexShrink: '0',
      height: '56px',
      px: '4',
      fontSize: 'md',
      color: 'fg.default',
      cursor: 'pointer',
      _highlighted: { bg: 'navy.50' },
      _checked: { fontWeight: '650', color: 'navy.800' },
      _disabled: { color: 'slate.400', cursor: 'not-allowed' },
    },
    itemText: { flex: '1', minWidth: '0', truncate: true },
    itemIndicator: { display: 'inline-flex', color: 'coral.600', '& svg': { width: '4.5', height: '4.5' } },
    itemGroup: {},
    itemGroupLabel: { px: '4', py: '2', textStyle: 'eyebrow', color: 'fg.subtle' },
    empty: { ...menuMessage, gap: '2' },
    loading: { ...menuMessage, gap: '2.5' },
    errorText: fieldErrorText,
  },
  variants: {
    // The label read by assistive technology only, where the field's place says what it is.
    hideLabel: { true: { label: { srOnly: true } }, false: {} },
  },
  defaultVariants: { hideLabel: false },
})
