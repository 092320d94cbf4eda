/**
 * The signed-in state of a browser replay with an account that has nothing yet: the shared token in storage
 * (tests/e2e/replay.ts `signedIn`) and the signed-in pages' calls answered by the scenario's provider as for a new
 * customer. A replay's flow is then the only thing that decides what the page shows; and no call reaches the server
 * with the replay's token, which the server would answer 401 (the page would sign the customer out mid-scenario).
 */
import { answerJson, type FakeProvider } from '../support/provider'
import { signedIn, type ScenarioStart } from './replay'

const EMPTY_ACCOUNT: Record<string, unknown> = {
  '/app/users/subscriptions': { lines: [] },
  '/app/payments/cards': { cards: [] },
  '/app/payments/transactions*': { transactions: [] },
  '/app/line-care/bills': { bills: [] },
}

/**
 * Answers every signed-in call but `except` (the flow under test answers those) as for a new customer. On its
 * own for the sign-in replays: the page signs in with the replay's token and then lands on the dashboard.
 */
export function answerAsNewAccount(provider: FakeProvider, except: string[] = []) {
  for (const [url, json] of Object.entries(EMPTY_ACCOUNT)) {
    if (!except.includes(url)) provider.use(answerJson(`*${url}`, json))
  }
}

/** Signs in and answers every signed-in call but `except` as for a new customer. */
export async function emptyAccount({ page, provider }: Pick<ScenarioStart, 'page' | 'provider'>, except: string[] = []) {
  await signedIn(page)
  answerAsNewAccount(provider, except)
}
