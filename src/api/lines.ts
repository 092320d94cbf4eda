import { lineEndpoints as endpoints } from '@contract/endpoints/lines'
import type { NicknamePayload } from '@contract/lines'
import { api } from './index'

/** GET /app/users/subscriptions (DESIGN §2): the customer's lines, newest first. */
export const fetchLines = api.plainCaller(endpoints.list)

/** POST /app/users/sub-nickname/{id}/update {nickname} (SPEC §7): answers `{ data: { message } }`. */
export function updateNickname(input: { lineId: string } & NicknamePayload, signal?: AbortSignal) {
  const { lineId, nickname } = input
  return api.call(endpoints.setNickname, { params: { id: lineId }, body: { nickname }, signal })
}
