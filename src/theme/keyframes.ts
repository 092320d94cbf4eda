import { defineKeyframes } from '@pandacss/dev'

/** Fades in while moving from the `from` transform to the `to` one. */
function enter(from: string, to: string) {
  return { from: { opacity: '0', transform: from }, to: { opacity: '1', transform: to } }
}

/** Fades out while moving from the `from` transform to the `to` one. */
function leave(from: string, to: string) {
  return { from: { opacity: '1', transform: from }, to: { opacity: '0', transform: to } }
}

export const keyframes = defineKeyframes({
  spin: { to: { transform: 'rotate(360deg)' } },
  fadeIn: { from: { opacity: '0' }, to: { opacity: '1' } },
  fadeOut: { from: { opacity: '1' }, to: { opacity: '0' } },
  dialogIn: enter('translateY(12px) scale(0.98)', 'translateY(0) scale(1)'),
  dialogOut: leave('translateY(0) scale(1)', 'translateY(8px) scale(0.98)'),
  menuIn: enter('translateY(-4px)', 'translateY(0)'),
  menuOut: { from: { opacity: '1' }, to: { opacity: '0' } },
  slideDown: enter('translateY(-8px)', 'translateY(0)'),
  /** SPEC §9: a success message appears over 0.5 s (`durations.success`). */
  successIn: enter('scale(0.92)', 'scale(1)'),
  pulse: { '50%': { opacity: '0.55' } },
})
