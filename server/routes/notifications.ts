import { eq } from 'drizzle-orm'
import { notificationEndpoints as endpoints } from '@contract/endpoints/notifications'
import { NOTIFICATION_KIND_LABELS, NOTIFICATION_MESSAGES } from '@contract/notifications'
import type { Services } from '../context'
import { customers } from '../db/schema'
import { endpointRoutes } from '../lib/endpoints'
import { badRequest } from '../lib/errors'
import { lineFor } from '../lib/line-access'
import { answer, clientIp } from '../lib/http'
import { translateMessage } from '../lib/i18n'
import { languageFor, requestLanguage } from '../lib/language'
import { enforce } from '../lib/rate-limit'
import { channelsOf, saveChannels, saveThresholds, thresholdsOf } from '../notifications/preferences'
import { maskedEmail, maskedPhone, settingsOf } from '../notifications/settings'
import { readUnsubscribeToken } from '../notifications/unsubscribe-token'

const CHANGE_LIMIT = { max: 60, windowSeconds: 10 * 60 }
const UNSUBSCRIBE_LIMIT = { max: 30, windowSeconds: 15 * 60 }

/** `/app/notifications`: the customer's notification preferences, and the unsubscribe link's two calls. */
export function notificationRoutes(services: Services) {
  const { db } = services
  const { app, route } = endpointRoutes(services)

  route(endpoints.settings, async (c) => answer(c, endpoints.settings.answer, await settingsOf(db, c.get('customer'), requestLanguage(c))))

  route(endpoints.setChannel, async (c) => {
    const customer = c.get('customer')
    const { kind, channel, on } = c.req.valid('json')
    await enforce(db, `notifications:${customer.id}`, CHANGE_LIMIT)
    if (on && channel === 'text' && !maskedPhone(customer))
      throw badRequest(NOTIFICATION_MESSAGES.noNumber, [{ field: 'channel', message: NOTIFICATION_MESSAGES.noNumber }])
    const channels = await channelsOf(db, customer.id)
    await saveChannels(db, customer.id, { ...channels, [kind]: { ...channels[kind], [channel]: on } })
    return answer(c, endpoints.setChannel.answer, {
      message: NOTIFICATION_MESSAGES.saved,
      settings: await settingsOf(db, customer, requestLanguage(c)),
    })
  })

  route(endpoints.setThreshold, async (c) => {
    const customer = c.get('customer')
    const lineId = c.req.param('lineId')
    const { threshold, on } = c.req.valid('json')
    await enforce(db, `notifications:${customer.id}`, CHANGE_LIMIT)
    // The line's alerts are its user's (the alerts job reads them): its owner or a manager may set them too.
    const { customerId: userId } = await lineFor(db, customer.id, lineId, 'line.alerts', NOTIFICATION_MESSAGES.lineNotFound)
    const current = (await thresholdsOf(db, userId, [lineId])).get(lineId)!
    await saveThresholds(db, userId, lineId, { ...current, [threshold]: on })
    return answer(c, endpoints.setThreshold.answer, {
      message: NOTIFICATION_MESSAGES.saved,
      settings: await settingsOf(db, customer, requestLanguage(c)),
    })
  })

  /** The customer a link's token names, or 400 for a token that was changed (or names nobody). */
  async function linkOwner(token: string) {
    const claims = readUnsubscribeToken(services.config.jwtSecret, token)
    const [customer] = claims ? await db.select().from(customers).where(eq(customers.id, claims.customerId)) : []
    if (!claims || !customer)
      throw badRequest(NOTIFICATION_MESSAGES.badToken, [{ field: 'token', message: NOTIFICATION_MESSAGES.badToken }])
    return { customer, kind: claims.kind }
  }

  route(endpoints.unsubscribeInfo, async (c) => {
    await enforce(db, `unsubscribe:${clientIp(c, services.config.trustProxy)}`, UNSUBSCRIBE_LIMIT)
    const { customer, kind } = await linkOwner(c.req.query('token') ?? '')
    const channels = await channelsOf(db, customer.id)
    c.header('Cache-Control', 'no-store')
    return answer(c, endpoints.unsubscribeInfo.answer, {
      kind,
      kindLabel: translateMessage(NOTIFICATION_KIND_LABELS[kind], languageFor(c, customer)),
      email: maskedEmail(customer.email),
      done: !channels[kind].email,
    })
  })

  /** Turns the link's kind of email off; nothing else changes. */
  route(endpoints.unsubscribe, async (c) => {
    // Limited like its GET (record 17): each try checks a signed link, and the link names a customer id.
    await enforce(db, `unsubscribe:${clientIp(c, services.config.trustProxy)}`, UNSUBSCRIBE_LIMIT)
    const { customer, kind } = await linkOwner(c.req.valid('json').token)
    const channels = await channelsOf(db, customer.id)
    await saveChannels(db, customer.id, { ...channels, [kind]: { ...channels[kind], email: false } })
    return answer(c, endpoints.unsubscribe.answer, { message: NOTIFICATION_MESSAGES.unsubscribed(NOTIFICATION_KIND_LABELS[kind]) })
  })

  return app
}
