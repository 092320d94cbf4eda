/**
 * The client headers of every provider call (SPEC §7): the SPA's client sends them, the server checks them
 * (403 otherwise). The Stripe webhook is the one call without them.
 */
export const COMPANY_CODE = 'Ring-Mobile-Web'
export const OPERATOR_ID = '23'

export const CLIENT_HEADERS = {
  apiKey: 'x-api-key',
  companyCode: 'x-company-code',
  operatorId: 'x-operator-id',
} as const

/** The four fixed headers of a provider call, for the given public API key. */
export function clientHeaders(apiKey: string): Record<string, string> {
  return {
    Accept: 'application/json',
    [CLIENT_HEADERS.apiKey]: apiKey,
    [CLIENT_HEADERS.companyCode]: COMPANY_CODE,
    [CLIENT_HEADERS.operatorId]: OPERATOR_ID,
  }
}
