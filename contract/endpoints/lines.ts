import { endpointTable } from '../endpoint'
import { linesAnswerSchema, nicknameAnswerSchema, nicknameFormSchema } from '../lines'
import { esimReinstallAnswerSchema, simActivationFormSchema, simKitSchema } from '../sim'

/** The customer's lines (SPEC §7) and their SIMs. Another customer's line is a 404 (tests/server/sim.test.ts). */
export const lineEndpoints = endpointTable({
  /** The customer's lines, newest first. */
  list: { method: 'GET', path: '/app/users/subscriptions', token: 'required', answer: linesAnswerSchema },
  /** Answers `{ data: { message } }` (SPEC §7). */
  setNickname: {
    method: 'POST',
    path: '/app/users/sub-nickname/:id/update',
    token: 'required',
    body: nicknameFormSchema,
    answer: nicknameAnswerSchema,
  },
  /** The shipped SIM kit. */
  simKit: { method: 'GET', path: '/app/lines/:lineId/sim', token: 'required', answer: simKitSchema },
  activateSim: {
    method: 'POST',
    path: '/app/lines/:lineId/sim/activate',
    token: 'required',
    body: simActivationFormSchema,
    answer: simKitSchema,
  },
  /** A new eSIM activation code; the old one stops working. */
  reinstallEsim: { method: 'POST', path: '/app/lines/:lineId/esim/reinstall', token: 'required', answer: esimReinstallAnswerSchema },
})
