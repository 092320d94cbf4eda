import { endpointTable } from '../endpoint'
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
  lineSecurity: { method: 'GET', path: '/app/lines/:lineId/security', token: 'required', answer: lineSecuritySchema },
  /** Turns a lock on (at once) or off (step-up). Answers the new state. */
  setLineLocks: {
    method: 'PUT',
    path: '/app/lines/:lineId/locks',
    token: 'required',
    body: lineLocksPayloadSchema,
    answer: lineSecuritySchema,
  },
  /** A new transfer PIN (step-up); the port-out lock goes off, the old PIN retires. */
  issueTransferPin: { method: 'POST', path: '/app/lines/:lineId/transfer-pin', token: 'required', answer: transferPinAnswerSchema },
  /** Whether this session proved itself in the last 10 minutes. */
  proofState: { method: 'GET', path: '/app/security/step-up', token: 'required', answer: proofStateSchema },
  /** Proves the customer again. */
  stepUp: { method: 'POST', path: '/app/security/step-up', token: 'required', body: stepUpPayloadSchema, answer: stepUpAnswerSchema },
  /** Two-step sign-in: whether it is on, and how many recovery codes are left. */
  twoStepState: { method: 'GET', path: '/app/security/two-step', token: 'required', answer: twoStepStateSchema },
  /** A new secret to scan; it works once a first code confirms it. */
  twoStepSetup: { method: 'POST', path: '/app/security/two-step/setup', token: 'required', answer: twoStepSetupSchema },
  /** Confirms the secret with a first code: two-step is on; answers ten recovery codes. */
  twoStepEnable: {
    method: 'POST',
    path: '/app/security/two-step/enable',
    token: 'required',
    body: appCodePayloadSchema,
    answer: recoveryCodesSchema,
  },
  /** Turns two-step off with a current code (or a recovery code). */
  twoStepDisable: {
    method: 'POST',
    path: '/app/security/two-step/disable',
    token: 'required',
    body: appCodePayloadSchema,
    answer: twoStepStateSchema,
  },
  /** New recovery codes (the old ones stop working), with a current code. */
  newRecoveryCodes: {
    method: 'POST',
    path: '/app/security/two-step/recovery-codes',
    token: 'required',
    body: appCodePayloadSchema,
    answer: recoveryCodesSchema,
  },
  /** The Security page: checklist, recent sign-ins, refused attempts and changes. */
  overview: { method: 'GET', path: '/app/security', token: 'required', answer: securityOverviewSchema },
  /** Ends every other session; answers this session's new token. */
  signOutOthers: { method: 'POST', path: '/app/security/sign-out-others', token: 'required', answer: signOutOthersAnswerSchema },
  /** The customer's passkeys. */
  passkeys: { method: 'GET', path: '/app/security/passkeys', token: 'required', answer: passkeysSchema },
  /** Options for the browser to make a new passkey. */
  passkeyOptions: { method: 'POST', path: '/app/security/passkeys/options', token: 'required', answer: webauthnOptionsSchema },
  /** Keeps the new passkey; answers the list. */
  addPasskey: { method: 'POST', path: '/app/security/passkeys', token: 'required', body: addPasskeyPayloadSchema, answer: passkeysSchema },
  renamePasskey: {
    method: 'PUT',
    path: '/app/security/passkeys/:id',
    token: 'required',
    body: renamePasskeyPayloadSchema,
    answer: passkeysSchema,
  },
  /** Removes a passkey (step-up); answers the list. */
  removePasskey: { method: 'DELETE', path: '/app/security/passkeys/:id', token: 'required', answer: passkeysSchema },
  /** Options for proving who you are with one of your passkeys. */
  stepUpPasskeyOptions: {
    method: 'POST',
    path: '/app/security/passkeys/step-up-options',
    token: 'required',
    answer: webauthnOptionsSchema,
  },
  stepUpPasskey: {
    method: 'POST',
    path: '/app/security/passkeys/step-up',
    token: 'required',
    body: passkeyAssertionPayloadSchema,
    answer: stepUpAnswerSchema,
  },
  /** Options for "Sign in with a passkey" and the browser's passkey autofill. */
  passkeySignInOptions: { method: 'POST', path: '/app/auth/passkey/options', token: 'none', answer: webauthnOptionsSchema },
  /** Signs in with a passkey (it counts as both steps). */
  passkeySignIn: { method: 'POST', path: '/app/auth/passkey', token: 'none', body: passkeyAssertionPayloadSchema, answer: authTokenSchema },
  /** The second step of a sign-in: the ticket and a code from the app or a recovery code. */
  secondStep: { method: 'POST', path: '/app/auth/second-step', token: 'none', body: secondStepPayloadSchema, answer: authTokenSchema },
})
