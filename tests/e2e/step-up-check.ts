/**
 * "Confirm it's you" as a child of the flow under test (number lock, passkeys): its end is answered where it begins,
 * at the session's proof check (GET /app/security/step-up). Proven: the session proved itself a minute ago, so
 * nothing is asked. Not proven: the check fails, so the change does not happen. The step-up's own dialog is replayed
 * on its own (replay-step-up.spec.ts).
 */
import { HttpResponse } from '../support/provider'
import type { CallPart, Event } from './replay'

export const stepUpChecked: CallPart[] = [
  {
    url: '/app/security/step-up',
    body: (event: Event) =>
      (event.output as { proven: boolean }).proven
        ? HttpResponse.json({ provenUntil: new Date(Date.now() + 9 * 60_000).toISOString(), methods: { totp: false, passkey: false } })
        : HttpResponse.error(),
  },
]
