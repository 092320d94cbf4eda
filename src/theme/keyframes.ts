import { defineKeyframes } from '@pandacss/dev'

export const keyframes = defineKeyframes({
  spin: { to: { transform: 'rotate(360deg)' } },
  fadeIn: { from: { opacity: '0' }, to: { opacity: '1' } },
  fadeOut: { from: { opacity: '1' }, to: { opacity: '0' } },
  dialogIn: {
    from: { opacity: '0', transform: 'translateY(12px) scale(0.98)' },
    to: { opacity: '1', transform: 'translateY(0) scale(1)' },
  },
  dialogOut: {
    from: { opacity: '1', transform: 'translateY(0) scale(1)' },
    to: { opacity: '0', transform: 'translateY(8px) scale(0.98)' },
  },
  menuIn: { from: { opacity: '0', transform: 'translateY(-4px)' }, to: { opacity: '1', transform: 'translateY(0)' } },
  menuOut: { from: { opacity: '1' }, to: { opacity: '0' } },
  slideDown: {
    from: { opacity: '0', transform: 'translateY(-8px)' },
    to: { opacity: '1', transform: 'translateY(0)' },
  },
  /** SPEC §9: a success message appears over 0.5 s (`durations.success`). */
  successIn: {
    from: { opacity: '0', transform: 'scale(0.92)' },
    to: { opacity: '1', transform: 'scale(1)' },
  },
  pulse: { '50%': { opacity: '0.55' } },
})
