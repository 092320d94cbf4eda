import {
  browserSupportsWebAuthnAutofill,
  startAuthentication,
  startRegistration,
  WebAuthnAbortService,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/browser'
import { securityEndpoints as endpoints } from '@contract/endpoints/security'
import { ApiError, clientMessage } from './errors'
import { currentLanguage } from '@/i18n/i18n'
import { api } from './index'

/**
 * Passkeys: the server's options, the browser's prompt (@simplewebauthn/browser), the server's check. The options
 * are @simplewebauthn/server's, passed on as the browser library reads them.
 */

/** A closed or refused browser prompt, in words, as a call's error (status 0: no answer from us). */
function promptFailed(error: unknown): never {
  if (error instanceof ApiError) throw error
  const name = error instanceof Error ? error.name : ''
  const message =
    name === 'NotAllowedError' || name === 'AbortError'
      ? 'The passkey prompt was closed or timed out. Nothing changed.'
      : name === 'InvalidStateError'
        ? 'This device already has a passkey for your account.'
        : "This browser couldn't use a passkey here."
  throw new ApiError({ status: 0, message: clientMessage(message, currentLanguage()), code: 'passkey_prompt' })
}

/** The browser's answer as the plain JSON object the payload schema reads. */
function plain(credential: RegistrationResponseJSON | AuthenticationResponseJSON) {
  return {
    id: credential.id,
    rawId: credential.rawId,
    type: 'public-key' as const,
    authenticatorAttachment: credential.authenticatorAttachment,
    response: { ...credential.response },
    clientExtensionResults: { ...credential.clientExtensionResults },
  }
}

/** GET /app/security/passkeys */
export const getPasskeys = api.plainCaller(endpoints.passkeys)

/** "Add a passkey": options, the browser makes the passkey, the server keeps it; answers the list. */
export async function registerPasskey(signal?: AbortSignal) {
  const options = await api.call(endpoints.passkeyOptions, { signal })
  const response = await startRegistration({ optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON }).catch(
    promptFailed,
  )
  return api.call(endpoints.addPasskey, { body: { response: plain(response) }, signal })
}

export function renamePasskey({ id, name }: { id: string; name: string }, signal?: AbortSignal) {
  return api.call(endpoints.renamePasskey, { params: { id }, body: { name }, signal })
}

export const removePasskey = api.pathCaller(endpoints.removePasskey)

/** "Confirm it's you" with one of the customer's passkeys. */
export async function proveWithPasskey(signal?: AbortSignal) {
  const options = await api.call(endpoints.stepUpPasskeyOptions, { signal })
  const response = await startAuthentication({ optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON }).catch(
    promptFailed,
  )
  return api.call(endpoints.stepUpPasskey, { body: { response: plain(response) }, signal })
}

/**
 * "Sign in with a passkey", or (`autofill`) the browser's passkey suggestions under the email field, which wait
 * until the customer picks one. Answers the session.
 */
export async function signInWithPasskey({ autofill }: { autofill: boolean }, signal?: AbortSignal) {
  if (autofill && !(await browserSupportsWebAuthnAutofill()))
    throw new ApiError({ status: 0, message: '', code: 'passkey_autofill_unsupported' })
  const options = await api.call(endpoints.passkeySignInOptions, { signal })
  // The browser's prompt or suggestions go when the flow that asked does (the customer left /login).
  signal?.addEventListener('abort', () => WebAuthnAbortService.cancelCeremony(), { once: true })
  const response = await startAuthentication({
    optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON,
    useBrowserAutofill: autofill,
  }).catch(promptFailed)
  return api.call(endpoints.passkeySignIn, { body: { response: plain(response) }, signal })
}
