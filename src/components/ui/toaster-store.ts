import { createToaster } from '@ark-ui/react/toast'

/** SPEC §9: notifications close by themselves after 5000 ms; the exit animation takes 0.3 s. */
export const NOTIFICATION_DURATION = 5000
const NOTIFICATION_ANIMATION = 300

/** The one notification store. Only the store lives in the first-load bundle; the view is loaded on demand. */
export const toaster = createToaster({
  placement: 'top-end',
  gap: 12,
  max: 5,
  duration: NOTIFICATION_DURATION,
  removeDelay: NOTIFICATION_ANIMATION,
  offsets: { top: '5.5rem', right: '1rem', bottom: '1rem', left: '1rem' },
})
