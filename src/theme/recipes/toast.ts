import { toastAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'
import { centeredBox, closeButton, row, secondaryText, stack, surface, svgSize } from './parts'

/**
 * Notifications over Ark Toast. Ark positions and stacks the toasts through CSS variables (--x, --y, --scale,
 * --z-index, --height, --opacity); the 0.3 s transitions follow SPEC §9.
 */
export const toast = defineSlotRecipe({
  className: 'toast',
  description: 'Notifications',
  slots: [...toastAnatomy.keys(), 'picture', 'content'],
  base: {
    group: { zIndex: 'toast !important' },
    root: {
      ...row('3.5'),
      // From xl up a notification fits beside an open dialog (the `dialog` width, centred) and covers none of it.
      width: { base: 'calc(100vw - 2rem)', sm: '24rem', xl: 'toast' },
      minHeight: '20',
      py: '3',
      ps: '3',
      pe: '12',
      ...surface('xl', 'xl'),
      position: 'relative',
      overflowWrap: 'anywhere',
      translate: 'var(--x) var(--y)',
      scale: 'var(--scale)',
      zIndex: 'var(--z-index)',
      height: 'var(--height)',
      opacity: 'var(--opacity)',
      willChange: 'translate, opacity, scale',
      transitionProperty: 'translate, scale, opacity, height, box-shadow',
      transitionDuration: 'notification',
      transitionTimingFunction: 'emphasized',
      _closed: { transitionTimingFunction: 'exit' },
      '&::before': {
        content: '""',
        position: 'absolute',
        insetBlock: '3',
        insetStart: '0',
        width: '4px',
        borderRadius: '0 4px 4px 0',
        bg: 'mint.500',
      },
      '&[data-type=error]::before': { bg: 'ruby.500' },
    },
    picture: {
      flexShrink: '0',
      ...centeredBox('14'),
      display: 'flex',
      borderRadius: 'lg',
      bg: 'mint.50',
      '[data-type=error] &': { bg: 'ruby.50' },
      ...svgSize('12'),
    },
    content: { ...stack('0.5'), minWidth: '0' },
    title: { fontWeight: '700', fontSize: 'sm', color: 'fg.heading' },
    description: { ...secondaryText, lineHeight: '1.45' },
    closeTrigger: closeButton('2', '8', '4'),
    actionTrigger: {},
  },
})
