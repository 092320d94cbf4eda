/**
 * The line page's calls (/dashboard/lines/line-1) answered with the samples' ordinary answers, for the replays of
 * one of its sections: every section loads side by side, and no call may reach the server with the replay's token.
 */
import type { LineAddOns } from '@contract/add-ons'
import type { SavedCard } from '@contract/cards'
import type { LineBill, PlanChangeOptions } from '@contract/line-care'
import type { LineSwitch } from '@contract/line-switch'
import { OFFERS } from '../machines/add-ons.samples'
import { changePlanSamples, lineCareSamples, lineUsageSamples } from '../machines/line-care.samples'
import { LOCKED } from '../machines/number-lock.samples'
import { ESIM_LINE } from '../machines/switch-phone.samples'
import { answerJson } from '../support/provider'
import { signedIn, type ScenarioStart } from './replay'

const LINE = '/app/line-care/lines/line-1'
const outputOf = <T>(event: unknown) => (event as { output: T }).output

/** Which sections the replay answers itself. */
type Section = 'bill' | 'usage' | 'plans' | 'addOns' | 'security' | 'switch'

export async function linePageAnswered({ page, provider }: ScenarioStart, except: Section[] = [], { cards = [] as SavedCard[] } = {}) {
  await signedIn(page)
  const answers: Record<Section, () => void> = {
    bill: () =>
      provider.use(
        answerJson(`*${LINE}`, outputOf<{ bill: LineBill }>(lineCareSamples.events['xstate.done.actor.loadLineCare'][1]).bill),
        answerJson('*/app/payments/cards', { cards }),
      ),
    usage: () => provider.use(answerJson(`*${LINE}/usage`, outputOf<unknown>(lineUsageSamples.events['xstate.done.actor.loadUsage'][0]))),
    plans: () =>
      provider.use(
        answerJson(`*${LINE}/plan-change`, outputOf<PlanChangeOptions>(changePlanSamples.events['xstate.done.actor.loadPlanChange'][0])),
      ),
    addOns: () => provider.use(answerJson(`*${LINE}/add-ons`, OFFERS satisfies LineAddOns)),
    security: () => provider.use(answerJson('*/app/lines/line-1/security', LOCKED)),
    switch: () => provider.use(answerJson('*/app/lines/line-1/switch', ESIM_LINE satisfies LineSwitch)),
  }
  for (const [name, answer] of Object.entries(answers)) if (!except.includes(name as Section)) answer()
}
