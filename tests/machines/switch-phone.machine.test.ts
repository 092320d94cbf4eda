import { expect } from 'vitest'
import { describeMachinePaths } from '../support/machine-paths'
import { asked, loadsLine } from './expect'
import { switchPhoneSamples } from './switch-phone.samples'

describeMachinePaths({
  ...switchPhoneSamples,
  expectations: {
    loading: loadsLine('loadSwitch'),
    failed: ({ snapshot, events }) => {
      expect(snapshot.can({ type: 'switch.retry' })).toBe(true)
      // The first read failed (nothing shown), or the read after the new card's activation (the page says so).
      if (!events.some((event) => event.type === 'kit.changed')) expect(snapshot.context.line).toBeNull()
    },
    'ready.idle': ({ snapshot, event }) => {
      const { line } = snapshot.context
      // A lost line, or one whose new SIM card is on its way, offers no switch.
      expect(snapshot.can({ type: 'switch.open', requestKey: 'k' })).toBe(line!.reason === null && line!.kit === null)
      expect(snapshot.context.imei).toBe('')
      // The switch's answer shows in the dialog only: closed, the panel shows the line (and a card on its way) alone.
      if (event?.type === 'close') expect(snapshot.context.message).toBeNull()
    },
    'ready.reloading': ({ snapshot, stepCalls }) => {
      expect(snapshot.hasTag('loading')).toBe(true)
      expect(asked(stepCalls, 'loadSwitch')).toEqual([{ lineId: 'line-1' }])
    },
    'ready.enteringImei': ({ snapshot, event }) => {
      expect(snapshot.context.check).toBeNull()
      // Check phone only with 15 digits.
      expect(snapshot.can({ type: 'imei.check' })).toBe(snapshot.context.imei.length === 15)
      // Refused as the simulator refuses the IMEI typed: a phone off our network (01…), or not a real IMEI (Luhn).
      if (event?.type === 'xstate.error.actor.checkPhone')
        expect(snapshot.context.error).toBe(
          snapshot.context.imei.startsWith('01')
            ? "This phone doesn't work on our network. Check the IMEI, or choose another phone."
            : "This IMEI is not valid. Dial *#06# to see your phone's IMEI.",
        )
    },
    'ready.checking': ({ snapshot, stepCalls }) => {
      expect(snapshot.hasTag('busy')).toBe(true)
      expect(asked(stepCalls, 'checkPhone')).toEqual([{ lineId: 'line-1', imei: snapshot.context.imei }])
    },
    'ready.choosing': ({ snapshot, event }) => {
      const { check, simType } = snapshot.context
      expect(check).not.toBeNull()
      // The choice is one the phone takes: never an eSIM on a phone without one.
      expect(check!.options).toContain(simType)
      expect(snapshot.can({ type: 'simType.choose', simType: 'esim' })).toBe(check!.esimCapable)
      if (event?.type === 'xstate.error.actor.switchPhone') expect(snapshot.context.error).toMatch(/^SIM change lock is on/)
    },
    'ready.switching': ({ snapshot, stepCalls }) => {
      expect(snapshot.hasTag('busy')).toBe(true)
      // The payload written out: the checked phone, the SIM chosen, the dialog's key.
      expect(asked(stepCalls, 'switchPhone')).toEqual([
        { lineId: 'line-1', imei: snapshot.context.imei, simType: snapshot.context.simType, requestKey: 'key-switch-1' },
      ])
      expect(snapshot.can({ type: 'switch.confirm' })).toBe(false)
    },
    'ready.done': ({ snapshot }) => {
      expect(snapshot.context.message).not.toBeNull()
      const { line, simType } = snapshot.context
      // An eSIM: a new profile to scan; a SIM card: the kit on its way.
      if (line!.kit) expect(snapshot.context.message).toMatch(/^Your new SIM card is on its way/)
      else expect(line!.esim!.activationCode).toMatch(/NEW/)
      expect(['esim', 'physical']).toContain(simType)
    },
  },
})
