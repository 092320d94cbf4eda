import { endpointTable, signedIn } from '../endpoint'
import { lineSwitchSchema, switchAnswerSchema, switchCheckPayloadSchema, switchCheckSchema, switchPayloadSchema } from '../line-switch'

/** Moving a line to a new phone. Another customer's line is a 404 (tests/server/line-switch.test.ts). */
export const lineSwitchEndpoints = endpointTable({
  lineSwitch: signedIn.get('/app/lines/:lineId/switch', { answer: lineSwitchSchema }),
  checkPhone: signedIn.post('/app/lines/:lineId/switch/check', { body: switchCheckPayloadSchema, answer: switchCheckSchema }),
  switchPhone: signedIn.post('/app/lines/:lineId/switch', { body: switchPayloadSchema, answer: switchAnswerSchema }),
})
