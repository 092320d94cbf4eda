import { sessionStore } from '@/lib/storage/browser'
import { forgetSecondStep, SECOND_STEP_KEY, type KeptSecondStep } from '@/lib/storage/second-step'

/**
 * The kept ticket and the moment it runs out, while it is still valid (the second step's page counts down to that
 * moment); an expired or corrupt entry is removed and counts as none.
 */
export function keptSecondStep(now = Date.now()): KeptSecondStep | null {
  let raw: string | null | undefined
  try {
    raw = sessionStore()?.getItem(SECOND_STEP_KEY)
  } catch {
    return null
  }
  if (!raw) return null
  try {
    const kept: unknown = JSON.parse(raw)
    if (typeof kept === 'object' && kept !== null && 'ticket' in kept && 'expiresAt' in kept) {
      const { ticket, expiresAt } = kept
      if (typeof ticket === 'string' && ticket && typeof expiresAt === 'string' && Date.parse(expiresAt) > now) return { ticket, expiresAt }
    }
  } catch {
    // Corrupt: forgotten below.
  }
  forgetSecondStep()
  return null
}
