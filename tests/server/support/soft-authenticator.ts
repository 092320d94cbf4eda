import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto'
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers'
import type { TestServer } from './harness'

/**
 * A software passkey authenticator for the server tests (what Chromium's virtual authenticator does in the
 * journeys): an ES256 key pair, 'none' attestation, WebAuthn's authenticator data and client data, signed as
 * the specification says. It answers the options the server gave, for `origin`. `userVerified: false` makes one
 * that only tests presence (a security key without a PIN): its answers lack the UV flag.
 */
export function softAuthenticator(origin: string, { userVerified = true }: { userVerified?: boolean } = {}) {
  const uv = userVerified ? 0x04 : 0
  const rpId = new URL(origin).hostname
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  const credentialId = randomBytes(16)
  let signCount = 0
  let userHandle = new Uint8Array()

  const rpIdHash = () => createHash('sha256').update(rpId).digest()
  const clientData = (type: 'webauthn.create' | 'webauthn.get', challenge: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }))

  function coseKey(key: KeyObject) {
    const jwk = key.export({ format: 'jwk' })
    return isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]),
    )
  }

  const id = isoBase64URL.fromBuffer(credentialId)
  return {
    id,
    /** The answer to registration options (navigator.credentials.create). */
    register(options: { challenge: string; user: { id: string } }) {
      userHandle = isoBase64URL.toBuffer(options.user.id)
      const count = Buffer.alloc(4)
      const idLength = Buffer.alloc(2)
      idLength.writeUInt16BE(credentialId.length)
      // Flags: user present, user verified, attested credential data.
      const authData = Buffer.concat([
        rpIdHash(),
        Buffer.from([0x41 | uv]),
        count,
        Buffer.alloc(16),
        idLength,
        credentialId,
        coseKey(publicKey),
      ])
      const attestationObject = isoCBOR.encode(
        new Map<string, unknown>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', new Uint8Array(authData)],
        ]) as never,
      )
      return {
        id,
        rawId: id,
        type: 'public-key' as const,
        response: {
          clientDataJSON: isoBase64URL.fromBuffer(clientData('webauthn.create', options.challenge)),
          attestationObject: isoBase64URL.fromBuffer(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      }
    },
    /** The answer to authentication options (navigator.credentials.get); `signCount` goes up by one each time. */
    assert(options: { challenge: string }, overrides: { challenge?: string; userVerified?: boolean } = {}) {
      signCount += 1
      const count = Buffer.alloc(4)
      count.writeUInt32BE(signCount)
      const authData = Buffer.concat([rpIdHash(), Buffer.from([0x01 | (overrides.userVerified === false ? 0 : uv)]), count])
      const json = clientData('webauthn.get', overrides.challenge ?? options.challenge)
      const signature = sign('sha256', Buffer.concat([authData, createHash('sha256').update(json).digest()]), privateKey)
      return {
        id,
        rawId: id,
        type: 'public-key' as const,
        response: {
          clientDataJSON: isoBase64URL.fromBuffer(json),
          authenticatorData: isoBase64URL.fromBuffer(authData),
          signature: isoBase64URL.fromBuffer(signature),
          userHandle: isoBase64URL.fromBuffer(userHandle),
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      }
    },
  }
}

/** A session's step-up with a passkey: the options the server gives this session, answered by `authenticator`. */
export async function passkeyStepUp(server: TestServer, token: string, authenticator: ReturnType<typeof softAuthenticator>) {
  const options = (await server.call('/app/security/passkeys/step-up-options', { token, method: 'POST' })).body
  return server.call('/app/security/passkeys/step-up', { token, body: { response: authenticator.assert(options) } })
}
