/**
 * The chat widget adapter (DESIGN §7) against a fake Intercom-style global that records every call, alone and
 * driven by the real session machine.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { sessionMachine } from '@machines/session.machine'
import type { UserInfo } from '@contract/user'
import { bootChat, chatWidgetUrl, createChatAdapter, shutdownChat, type ChatGlobal } from '@/app/chat'
import { DANA, NO_ADDRESS } from '../support/customer'
import { deferred } from './auth-harness'

const identity = { firstName: 'Dana', email: 'dana@example.com', id: 'cus_1', userHash: 'a1b2c3' }
const dana: UserInfo = { ...DANA, contactNumber: '3125550143', ...NO_ADDRESS, chat: identity }

/**
 * An adapter on a fake page: `target` is where the widget global lives and `scripts` the scripts it added. With
 * `widgetLoaded`, the page already has a widget global that records each call as [command, payload].
 */
function fakePage({ appId = 'app_123', widgetLoaded = false } = {}) {
  const calls: [string, Record<string, unknown> | undefined][] = []
  const target: { Intercom?: ChatGlobal } = widgetLoaded
    ? { Intercom: ((command, payload) => void calls.push([command, payload])) as ChatGlobal }
    : {}
  const scripts: string[] = []
  const adapter = createChatAdapter({ appId, target, loadScript: (src) => scripts.push(src) })
  return { calls, scripts, target, adapter }
}

const fakeWidget = () => fakePage({ widgetLoaded: true })

afterEach(() => {
  delete (globalThis as { Intercom?: unknown }).Intercom
})

describe('chat adapter', () => {
  it('loads nothing and calls nothing without a chat app id', () => {
    const { target, scripts, adapter } = fakePage({ appId: '' })
    adapter.boot(dana)
    adapter.boot(null)
    adapter.shutdown()
    expect(target.Intercom).toBeUndefined()
    expect(scripts).toEqual([])
  })

  it("the app's adapter (no CHAT_APP_ID in tests) adds no script and no global", () => {
    bootChat(dana)
    shutdownChat()
    bootChat(null)
    expect((globalThis as { Intercom?: unknown }).Intercom).toBeUndefined()
    expect(document.querySelectorAll('script')).toHaveLength(0)
  })

  it('adds the widget script once, queueing calls until it arrives', () => {
    const { target, scripts, adapter } = fakePage()
    adapter.boot(null)
    adapter.boot(dana)
    expect(scripts).toEqual([chatWidgetUrl('app_123')])
    expect(scripts[0]).toBe('https://widget.intercom.io/widget/app_123')
    expect(target.Intercom?.q).toEqual([
      ['boot', { app_id: 'app_123' }],
      ['shutdown'],
      ['boot', { app_id: 'app_123', name: 'Dana', email: 'dana@example.com', user_id: 'cus_1', user_hash: 'a1b2c3' }],
    ])
  })

  it('boots a visitor anonymously, a customer with first name, email, id and user hash, and shuts down on sign-out', () => {
    const { calls, scripts, adapter } = fakeWidget()
    adapter.boot(null)
    expect(calls).toEqual([['boot', { app_id: 'app_123' }]])
    adapter.boot(null)
    expect(calls).toHaveLength(1)

    adapter.boot(dana)
    expect(calls.slice(1)).toEqual([
      ['shutdown', undefined],
      ['boot', { app_id: 'app_123', name: 'Dana', email: 'dana@example.com', user_id: 'cus_1', user_hash: 'a1b2c3' }],
    ])
    // The same customer again (a profile reload): nothing new unless the name or email changed.
    adapter.boot(dana)
    expect(calls).toHaveLength(3)
    adapter.boot({ ...dana, chat: { ...identity, email: 'dana.new@example.com' } })
    expect(calls.at(-1)).toEqual(['update', { name: 'Dana', email: 'dana.new@example.com' }])

    adapter.shutdown()
    expect(calls.at(-1)).toEqual(['shutdown', undefined])
    adapter.shutdown()
    expect(calls.filter(([command]) => command === 'shutdown')).toHaveLength(2)
    expect(scripts).toEqual([])
  })

  it('a signed-in customer without a chat identity (chat not configured on the server) is booted anonymously', () => {
    const { calls, adapter } = fakeWidget()
    adapter.boot({ ...dana, chat: null })
    expect(calls).toEqual([['boot', { app_id: 'app_123' }]])
  })
})

describe('chat adapter driven by the session', () => {
  function session(hasToken: boolean) {
    const widget = fakeWidget()
    const profile = deferred<UserInfo>()
    const actor = createActor(
      sessionMachine.provide({
        actors: {
          loadProfile: fromPromise(() => profile.promise),
          endSession: fromPromise(async () => ({ message: 'You have been signed out.' })),
        },
        actions: {
          bootChat: ({ context }) => widget.adapter.boot(context.profile),
          shutdownChat: () => widget.adapter.shutdown(),
        },
      }),
      { input: { hasToken } },
    )
    actor.start()
    return { ...widget, actor, profile }
  }
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

  it('boots a returning customer only once the profile has loaded', async () => {
    const { calls, actor, profile } = session(true)
    expect(calls).toEqual([])
    profile.resolve(dana)
    await settle()
    expect(actor.getSnapshot().value).toBe('signedIn')
    expect(calls).toEqual([['boot', { app_id: 'app_123', name: 'Dana', email: 'dana@example.com', user_id: 'cus_1', user_hash: 'a1b2c3' }]])
  })

  it('a visitor is anonymous; signing in re-boots as the customer; signing out shuts down and goes anonymous', async () => {
    const { calls, actor, profile } = session(false)
    expect(calls).toEqual([['boot', { app_id: 'app_123' }]])
    actor.send({ type: 'session.signIn' })
    expect(calls).toHaveLength(1)
    profile.resolve(dana)
    await settle()
    expect(calls.slice(1)).toEqual([
      ['shutdown', undefined],
      ['boot', { app_id: 'app_123', name: 'Dana', email: 'dana@example.com', user_id: 'cus_1', user_hash: 'a1b2c3' }],
    ])
    actor.send({ type: 'session.signOut' })
    // The server is told first (POST /app/auth/logout); the chat closes once it answered.
    await settle()
    expect(calls.slice(3)).toEqual([
      ['shutdown', undefined],
      ['boot', { app_id: 'app_123' }],
    ])
  })

  it('an expired session (401) shuts the customer conversation down', async () => {
    const { calls, actor, profile } = session(true)
    profile.resolve(dana)
    await settle()
    actor.send({ type: 'session.expired' })
    expect(calls.slice(1)).toEqual([
      ['shutdown', undefined],
      ['boot', { app_id: 'app_123' }],
    ])
  })
})

describe('chat language', () => {
  it("boots the widget in the page's language, and follows a switch while it is up", () => {
    let language = 'es'
    const calls: [string, Record<string, unknown> | undefined][] = []
    const target = { Intercom: ((command, payload) => void calls.push([command, payload])) as ChatGlobal }
    const adapter = createChatAdapter({ appId: 'app_123', target, loadScript: () => {}, language: () => language })
    adapter.boot(null)
    language = 'en'
    adapter.languageChanged()
    expect(calls).toEqual([
      ['boot', { app_id: 'app_123', language_override: 'es' }],
      ['update', { language_override: 'en' }],
    ])
    adapter.shutdown()
    // Not up: nothing to tell.
    adapter.languageChanged()
    expect(calls).toHaveLength(3)
  })
})
