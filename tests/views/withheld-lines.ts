/** The lines page's eSIM cards whose activation code the server withholds: one per reason, shared by the English and Spanish view tests. */
import type { Line } from '@contract/lines'
import { esimLine } from '../machines/lines.samples'

const withheld = (id: string, esimCodeWithheld: Line['esimCodeWithheld']): Line => ({
  ...esimLine,
  id,
  esimActivationCode: null,
  esimCodeWithheld,
})

/** `locked`: the SIM change lock is on; `unproven`: the session has not proved itself lately. */
export const WITHHELD_LINES = [withheld('locked', 'simChangeLock'), withheld('unproven', 'proofNeeded')]
