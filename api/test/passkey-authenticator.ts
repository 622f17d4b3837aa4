import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

const encoder = new TextEncoder();
const b64 = (bytes: Uint8Array) => isoBase64URL.fromBuffer(new Uint8Array(bytes));

function concat(...parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

const sha256 = async (bytes: Uint8Array) =>
  new Uint8Array(await crypto.subtle.digest('SHA-256', new Uint8Array(bytes)));

const uint32 = (n: number) =>
  new Uint8Array([n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255]);

/** An ECDSA signature as WebAuthn carries it: ASN.1 DER, where WebCrypto gives r‖s. */
function derSignature(raw: Uint8Array): Uint8Array {
  const integer = (half: Uint8Array) => {
    let start = 0;
    while (start < half.length - 1 && half[start] === 0) start += 1;
    let value = half.slice(start);
    if ((value[0] ?? 0) & 0x80) value = concat(new Uint8Array([0]), value);
    return concat(new Uint8Array([0x02, value.length]), value);
  };
  const body = concat(integer(raw.slice(0, 32)), integer(raw.slice(32)));
  return concat(new Uint8Array([0x30, body.length]), body);
}

type Ceremony = { origin?: string; rpId?: string; type?: string };

/**
 * A software passkey authenticator (ES256, attestation "none", user verified) that answers
 * WebAuthn options as a browser and platform authenticator would, byte for byte: the api
 * verifies its answers with the same library and checks as a real one's.
 */
export class SoftAuthenticator {
  counter = 0;
  private keys?: CryptoKeyPair;
  readonly credentialId = crypto.getRandomValues(new Uint8Array(32));
  userHandle = '';

  constructor(readonly origin: string) {}

  get id() {
    return b64(this.credentialId);
  }

  private clientData(type: string, challenge: string, origin: string) {
    return encoder.encode(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /** Answers creation options (`navigator.credentials.create`). */
  async create(
    options: { challenge: string; rp: { id?: string }; user: { id: string } },
    ceremony: Ceremony = {},
  ): Promise<RegistrationResponseJSON> {
    this.keys = (await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, [
      'sign',
      'verify',
    ])) as CryptoKeyPair;
    this.userHandle = options.user.id;
    const raw = new Uint8Array(
      (await crypto.subtle.exportKey('raw', this.keys.publicKey)) as ArrayBuffer,
    );
    const coseKey = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, raw.slice(1, 33)],
        [-3, raw.slice(33, 65)],
      ]),
    );
    const rpId = ceremony.rpId ?? options.rp.id ?? '';
    const authData = concat(
      await sha256(encoder.encode(rpId)),
      // UP, UV and attested credential data
      new Uint8Array([0x45]),
      uint32(this.counter),
      new Uint8Array(16),
      new Uint8Array([this.credentialId.length >> 8, this.credentialId.length & 255]),
      this.credentialId,
      coseKey,
    );
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Uint8Array | Map<string, string>>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, string>()],
        ['authData', authData],
      ]),
    );
    const clientData = this.clientData(
      ceremony.type ?? 'webauthn.create',
      options.challenge,
      ceremony.origin ?? this.origin,
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON: b64(clientData),
        attestationObject: b64(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  /** Answers request options (`navigator.credentials.get`); the counter moves forward first. */
  async get(
    options: { challenge: string; rpId?: string },
    ceremony: Ceremony & { counter?: number } = {},
  ): Promise<AuthenticationResponseJSON> {
    if (!this.keys) throw new Error('create a credential first');
    this.counter = ceremony.counter ?? this.counter + 1;
    const authData = concat(
      await sha256(encoder.encode(ceremony.rpId ?? options.rpId ?? '')),
      new Uint8Array([0x05]),
      uint32(this.counter),
    );
    const clientData = this.clientData(
      ceremony.type ?? 'webauthn.get',
      options.challenge,
      ceremony.origin ?? this.origin,
    );
    const signed = concat(authData, await sha256(clientData));
    const raw = new Uint8Array(
      await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, this.keys.privateKey, signed),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON: b64(clientData),
        authenticatorData: b64(authData),
        signature: b64(derSignature(raw)),
        userHandle: this.userHandle,
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }
}
