/**
 * Passkeys in the browser tests (passkeys.spec.ts and the replays): Chromium's virtual authenticator (the DevTools
 * protocol's WebAuthn domain) stands in for the phone's fingerprint or screen lock; in the replays the server's
 * options are answered at the network, so the page's own code (@simplewebauthn/browser) really asks the browser,
 * which really makes or signs a credential. Passkeys are bound to a host name, which an IP address cannot be: the
 * flow is opened at localhost.
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto'
import { expect, type CDPSession, type Page } from '@playwright/test'
import { HttpResponse } from '../support/provider'
import type { Event } from './replay'

const authenticators = new WeakMap<Page, { cdp: CDPSession; authenticatorId: string }>()
const base64url = (bytes: Buffer) => bytes.toString('base64url')

/**
 * Gives the page a platform authenticator that verifies the customer (`presence`: it answers every prompt at once,
 * the browser's passkey suggestions included; without, a prompt waits as for a customer who has not touched it yet),
 * with one passkey for localhost already on it (`passkey`).
 */
export async function virtualAuthenticator(page: Page, { presence = true, passkey = false } = {}) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('WebAuthn.enable')
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: presence,
    },
  })
  if (passkey) {
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
    await cdp.send('WebAuthn.addCredential', {
      authenticatorId,
      credential: {
        credentialId: randomBytes(16).toString('base64'),
        isResidentCredential: true,
        rpId: 'localhost',
        privateKey: privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64'),
        userHandle: Buffer.from('cus_scenario').toString('base64'),
        signCount: 0,
      },
    })
  }
  authenticators.set(page, { cdp, authenticatorId })
}

/** From now on the authenticator answers prompts at once (`true`), or leaves them waiting. */
export async function presence(page: Page, on: boolean) {
  const { cdp, authenticatorId } = authenticators.get(page)!
  await cdp.send('WebAuthn.setAutomaticPresenceSimulation', { authenticatorId, enabled: on })
}

/**
 * The customer's answer to the next prompt, as the scenario's event has it: verified for a done event, refused (the
 * fingerprint not recognised: the browser's NotAllowedError, as when the prompt is closed) for an error.
 */
export async function promptAnswers(page: Page, event: Event) {
  const { cdp, authenticatorId } = authenticators.get(page)!
  await cdp.send('WebAuthn.setUserVerified', { authenticatorId, isUserVerified: event.type.startsWith('xstate.done.') })
}

/** The server's options for signing in or proving oneself with a passkey (any of this site's, user verification required). */
export const requestOptions = () =>
  HttpResponse.json({
    challenge: base64url(randomBytes(32)),
    rpId: 'localhost',
    allowCredentials: [],
    userVerification: 'required',
    timeout: 60_000,
  })

/** The server's options for making a passkey for the replays' customer. */
export const creationOptions = () =>
  HttpResponse.json({
    challenge: base64url(randomBytes(32)),
    rp: { name: 'Ring Mobile', id: 'localhost' },
    user: { id: base64url(Buffer.from('cus_scenario')), name: 'dana@example.com', displayName: 'Dana Reyes' },
    pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
    timeout: 60_000,
    attestation: 'none',
    excludeCredentials: [],
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  })

/** Opens `path` of the same server at localhost (the passkeys' host) and waits until React owns the page. */
export async function openAtLocalhost(page: Page, path: string) {
  const url = new URL(path, page.url())
  url.hostname = 'localhost'
  await page.goto(url.href)
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
  await expect(page).toHaveURL(url.href)
}
