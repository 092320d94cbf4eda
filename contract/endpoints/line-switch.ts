import { endpointTable } from '../endpoint'
import { lineSwitchSchema, switchAnswerSchema, switchCheckPayloadSchema, switchCheckSchema, switchPayloadSchema } from '../line-switch'

/** Moving a line to a new phone. Another customer's line is a 404 (tests/server/line-switch.test.ts). */
export const lineSwitchEndpoints = endpointTable({
  lineSwitch: { method: 'GET', path: '/app/lines/:lineId/switch', token: 'required', answer: lineSwitchSchema },
  checkPhone: {
    method: 'POST',
    path: '/app/lines/:lineId/switch/check',
    token: 'required',
    body: switchCheckPayloadSchema,
    answer: switchCheckSchema,
  },
  switchPhone: {
    method: 'POST',
    path: '/app/lines/:lineId/switch',
    token: 'required',
    body: switchPayloadSchema,
    answer: switchAnswerSchema,
  },
})
