import { endpointTable, signedIn, tokenless } from '../endpoint'
import { authTokenSchema } from '../auth'
import {
  securityOverviewSchema,
  signOutOthersAnswerSchema,
  addPasskeyPayloadSchema,
  passkeyAssertionPayloadSchema,
  passkeysSchema,
  renamePasskeyPayloadSchema,
  webauthnOptionsSchema,
  appCodePayloadSchema,
  recoveryCodesSchema,
  secondStepPayloadSchema,
  twoStepSetupSchema,
  twoStepStateSchema,
  lineLocksPayloadSchema,
  lineSecuritySchema,
  proofStateSchema,
  stepUpAnswerSchema,
  stepUpPayloadSchema,
  transferPinAnswerSchema,
} from '../security'

/** Account security (docs/decisions/0031-account-security.md). A sensitive call answers 403 with code step_up_required without a recent proof. */
export const securityEndpoints = endpointTable({
  /** The line's number lock and transfer PIN state; another customer's line is a 404. */
  lineSecurity: signedIn.get('/app/lines/:lineId/security', { answer: lineSecuritySchema }),
  /** Turns a lock on (at once) or off (step-up). Answers the new state. */
  setLineLocks: signedIn.put('/app/lines/:lineId/locks', { body: lineLocksPayloadSchema, answer: lineSecuritySchema }),
  /** A new transfer PIN (step-up); the port-out lock goes off, the old PIN retires. */
  issueTransferPin: signedIn.post('/app/lines/:lineId/transfer-pin', { answer: transferPinAnswerSchema }),
  /** Whether this session proved itself in the last 10 minutes. */
  proofState: signedIn.get('/app/security/step-up', { answer: proofStateSchema }),
  /** Proves the customer again. */
  stepUp: signedIn.post('/app/security/step-up', { body: stepUpPayloadSchema, answer: stepUpAnswerSchema }),
  /** Two-step sign-in: whether it is on, and how many recovery codes are left. */
  twoStepState: signedIn.get('/app/security/two-step', { answer: twoStepStateSchema }),
  /** A new secret to scan; it works once a first code confirms it. */
  twoStepSetup: signedIn.post('/app/security/two-step/setup', { answer: twoStepSetupSchema }),
  /** Confirms the secret with a first code: two-step is on; answers ten recovery codes. */
  twoStepEnable: signedIn.post('/app/security/two-step/enable', { body: appCodePayloadSchema, answer: recoveryCodesSchema }),
  /** Turns two-step off with a current code (or a recovery code). */
  twoStepDisable: signedIn.post('/app/security/two-step/disable', { body: appCodePayloadSchema, answer: twoStepStateSchema }),
  /** New recovery codes (the old ones stop working), with a current code. */
  newRecoveryCodes: signedIn.post('/app/security/two-step/recovery-codes', { body: appCodePayloadSchema, answer: recoveryCodesSchema }),
  /** The Security page: checklist, recent sign-ins, refused attempts and changes. */
  overview: signedIn.get('/app/security', { answer: securityOverviewSchema }),
  /** Ends every other session; answers this session's new token. */
  signOutOthers: signedIn.post('/app/security/sign-out-others', { answer: signOutOthersAnswerSchema }),
  /** The customer's passkeys. */
  passkeys: signedIn.get('/app/security/passkeys', { answer: passkeysSchema }),
  /** Options for the browser to make a new passkey. */
  passkeyOptions: signedIn.post('/app/security/passkeys/options', { answer: webauthnOptionsSchema }),
  /** Keeps the new passkey; answers the list. */
  addPasskey: signedIn.post('/app/security/passkeys', { body: addPasskeyPayloadSchema, answer: passkeysSchema }),
  renamePasskey: signedIn.put('/app/security/passkeys/:id', { body: renamePasskeyPayloadSchema, answer: passkeysSchema }),
  /** Removes a passkey (step-up); answers the list. */
  removePasskey: signedIn.delete('/app/security/passkeys/:id', { answer: passkeysSchema }),
  /** Options for proving who you are with one of your passkeys. */
  stepUpPasskeyOptions: signedIn.post('/app/security/passkeys/step-up-options', { answer: webauthnOptionsSchema }),
  stepUpPasskey: signedIn.post('/app/security/passkeys/step-up', { body: passkeyAssertionPayloadSchema, answer: stepUpAnswerSchema }),
  /** Options for "Sign in with a passkey" and the browser's passkey autofill. */
  passkeySignInOptions: tokenless.post('/app/auth/passkey/options', { answer: webauthnOptionsSchema }),
  /** Signs in with a passkey (it counts as both steps). */
  passkeySignIn: tokenless.post('/app/auth/passkey', { body: passkeyAssertionPayloadSchema, answer: authTokenSchema }),
  /** The second step of a sign-in: the ticket and a code from the app or a recovery code. */
  secondStep: tokenless.post('/app/auth/second-step', { body: secondStepPayloadSchema, answer: authTokenSchema }),
})
