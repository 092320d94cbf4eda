import { expect } from 'vitest'
import { describeMachinePaths } from '../support/machine-paths'
import { asked } from './expect'
import { stepUpSamples } from './step-up.samples'

describeMachinePaths({
  ...stepUpSamples,
  expectations: {
    checking: ({ snapshot, stepCalls, event }) => {
      expect(snapshot.hasTag('busy')).toBe(true)
      if (event === undefined) expect(asked(stepCalls, 'checkProof')).toHaveLength(1)
    },
    asking: ({ snapshot, event }) => {
      // Only the ways this customer has are offered.
      if (!snapshot.context.methods.totp) expect(snapshot.context.method).toBe('password')
      if (event?.type === 'stepUp.submit') expect(snapshot.context.error).toMatch(/^Enter (your password|the 6-digit code from your app)$/)
      if (event?.type === 'secret.change' || event?.type === 'method.choose') expect(snapshot.context.error).toBeNull()
      if (event?.type.startsWith('xstate.error.actor.prove')) expect(snapshot.context.error).toMatch(/.+/)
    },
    verifying: ({ snapshot, stepCalls }) => {
      const [sent] = asked(stepCalls, 'proveIdentity')
      // The password as typed, or the code trimmed: never both.
      expect(sent).toEqual(snapshot.context.method === 'code' ? { code: 'Demo#2026' } : { password: 'Demo#2026' })
    },
    usingPasskey: ({ snapshot, stepCalls }) => {
      expect(snapshot.context.method).toBe('passkey')
      expect(asked(stepCalls, 'proveWithPasskey')).toHaveLength(1)
    },
    proven: ({ snapshot }) => {
      expect(snapshot.status).toBe('done')
      expect(snapshot.output).toEqual({ proven: true })
    },
    cancelled: ({ snapshot }) => {
      expect(snapshot.status).toBe('done')
      expect(snapshot.output).toEqual({ proven: false })
    },
  },
})
