import { endpointTable, signedIn } from '../endpoint'
import { linesAnswerSchema, nicknameAnswerSchema, nicknameFormSchema } from '../lines'
import { esimReinstallAnswerSchema, simActivationFormSchema, simKitSchema } from '../sim'

/** The customer's lines (SPEC §7) and their SIMs. Another customer's line is a 404 (tests/server/sim.test.ts). */
export const lineEndpoints = endpointTable({
  /** The customer's lines, newest first. */
  list: signedIn.get('/app/users/subscriptions', { answer: linesAnswerSchema }),
  /** Answers `{ data: { message } }` (SPEC §7). */
  setNickname: signedIn.post('/app/users/sub-nickname/:id/update', { body: nicknameFormSchema, answer: nicknameAnswerSchema }),
  /** The shipped SIM kit. */
  simKit: signedIn.get('/app/lines/:lineId/sim', { answer: simKitSchema }),
  activateSim: signedIn.post('/app/lines/:lineId/sim/activate', { body: simActivationFormSchema, answer: simKitSchema }),
  /** A new eSIM activation code; the old one stops working. */
  reinstallEsim: signedIn.post('/app/lines/:lineId/esim/reinstall', { answer: esimReinstallAnswerSchema }),
})
