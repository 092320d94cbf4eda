import { api } from './index'
import { linesAnswerSchema, nicknameAnswerSchema, type NicknamePayload } from '@contract/lines'

/** GET /app/users/subscriptions (DESIGN §2): the customer's lines, newest first. */
export function fetchLines(signal?: AbortSignal) {
  return api.request('/app/users/subscriptions', { schema: linesAnswerSchema, signal })
}

/** POST /app/users/sub-nickname/{id}/update {nickname} (SPEC §7): answers `{ data: { message } }`. */
export function updateNickname(input: { lineId: string } & NicknamePayload, signal?: AbortSignal) {
  const { lineId, nickname } = input
  return api.request(`/app/users/sub-nickname/${encodeURIComponent(lineId)}/update`, {
    method: 'POST',
    body: { nickname },
    schema: nicknameAnswerSchema,
    signal,
  })
}
