/** The billing emails (plain text, like server/lib/emails.ts): every charge, failure, suspension and restoration. */

const money = (amount: number) => `$${amount.toFixed(2)}`
const day = (date: Date) => date.toISOString().slice(0, 10)
const END = '\n\nRing Mobile'

interface About {
  firstName: string
  line: string
  amount: number
}

export function renewalPaidEmail(input: About & { last4: string | null; renewsAt: Date; restored: boolean }) {
  return {
    subject: input.restored ? `Your line ${input.line} is back on` : `Your Ring Mobile renewal: ${money(input.amount)} paid`,
    text:
      `Hi ${input.firstName},\n\nWe charged ${money(input.amount)}${input.last4 ? ` to your card ending ${input.last4}` : ''} ` +
      `for ${input.line}. Your next renewal is on ${day(input.renewsAt)}.` +
      (input.restored ? '\nThe line was suspended for an unpaid renewal; service is restored now.' : '') +
      END,
  }
}

export function renewalDeclinedEmail(input: About & { reason: string; nextAttemptAt: Date }) {
  return {
    subject: `Your Ring Mobile renewal of ${money(input.amount)} failed`,
    text:
      `Hi ${input.firstName},\n\nWe could not charge ${money(input.amount)} for ${input.line}: ${input.reason}\n` +
      `We will try again on ${day(input.nextAttemptAt)}. To avoid a suspension, pay now with another card in My Account.` +
      END,
  }
}

export function renewalDueEmail(input: About & { suspendOn: Date }) {
  return {
    subject: `Your Ring Mobile renewal of ${money(input.amount)} is due`,
    text:
      `Hi ${input.firstName},\n\nAutopay is off for ${input.line}, and its renewal of ${money(input.amount)} is due. ` +
      `Pay in My Account before ${day(input.suspendOn)} to keep your service.` +
      END,
  }
}

export function lineSuspendedEmail(input: About) {
  return {
    subject: `Your line ${input.line} is suspended`,
    text:
      `Hi ${input.firstName},\n\nThe renewal of ${money(input.amount)} for ${input.line} stayed unpaid, so the line is ` +
      'suspended: your number is kept, but calls, texts and data are off. Pay in My Account with any card to restore it.' +
      END,
  }
}

export function lineLostEmail(input: { firstName: string; line: string; what: 'suspended' | 'restored'; until: Date | null }) {
  if (input.what === 'suspended') {
    return {
      subject: `Your line ${input.line} is suspended`,
      text:
        `Hi ${input.firstName},\n\nAs you asked, ${input.line} is suspended for a lost or stolen phone: your number is kept, ` +
        `calls, texts and data are off, and no renewal is charged. It comes back on its own on ${input.until ? day(input.until) : 'day 90'}; ` +
        'restore it sooner in My Account.' +
        END,
    }
  }
  return {
    subject: `Your line ${input.line} is back on`,
    text: `Hi ${input.firstName},\n\n${input.line} is active again. Your renewal date moved on by the days it was suspended.` + END,
  }
}

export function planUpgradedEmail(input: {
  firstName: string
  line: string
  from: string
  to: string
  amount: number
  daysLeft: number
  last4: string | null
  renewsAt: Date
  renewalPrice: number
}) {
  return {
    subject: `Your plan change to ${input.to}: ${money(input.amount)} charged`,
    text:
      `Hi ${input.firstName},\n\n${input.line} is on ${input.to} now (it was on ${input.from}). We charged ${money(input.amount)}` +
      `${input.last4 ? ` to your card ending ${input.last4}` : ''}: the price difference for the ${input.daysLeft} days left ` +
      `in this period, with tax. From your renewal on ${day(input.renewsAt)} the plan costs ${money(input.renewalPrice)} a month.` +
      END,
  }
}
