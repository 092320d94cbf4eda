import { endpointTable } from '../endpoint'
import {
  lineLocksPayloadSchema,
  lineSecuritySchema,
  proofStateSchema,
  stepUpAnswerSchema,
  stepUpPayloadSchema,
  transferPinAnswerSchema,
} from '../security'

/** Account security (issue 35). A sensitive call answers 403 with code step_up_required without a recent proof. */
export const securityEndpoints = endpointTable({
  /** The line's number lock and transfer PIN state; another customer's line is a 404. */
  lineSecurity: { method: 'GET', path: '/app/lines/:lineId/security', token: 'required', answer: lineSecuritySchema },
  /** Turns a lock on (at once) or off (step-up). Answers the new state. */
  setLineLocks: {
    method: 'PUT',
    path: '/app/lines/:lineId/locks',
    token: 'required',
    body: lineLocksPayloadSchema,
    answer: lineSecuritySchema,
  },
  /** A new transfer PIN (step-up); the port-out lock goes off, the old PIN retires. */
  issueTransferPin: { method: 'POST', path: '/app/lines/:lineId/transfer-pin', token: 'required', answer: transferPinAnswerSchema },
  /** Whether this session proved itself in the last 10 minutes. */
  proofState: { method: 'GET', path: '/app/security/step-up', token: 'required', answer: proofStateSchema },
  /** Proves the customer again. */
  stepUp: { method: 'POST', path: '/app/security/step-up', token: 'required', body: stepUpPayloadSchema, answer: stepUpAnswerSchema },
})
