// Proof of work for a login the account-wide throttle would refuse: the server hands out
// a signed challenge; the browser finds a nonce such that SHA-256(challenge + ":" + nonce) starts with the
// challenge's number of zero bits, and sends it with the retried login. A person's browser pays a second or
// two once; a stranger guessing passwords pays it for every guess. Pure: Web Crypto (browsers and Node).

/** Answer header of a refused login: the challenge to solve. */
export const LOGIN_CHALLENGE_HEADER = 'X-Login-Challenge';
/** Request header of the retried login: `challenge:nonce`. */
export const LOGIN_PROOF_HEADER = 'X-Login-Proof';

/** The difficulty a challenge carries: its second dot-separated field (`pow1.<bits>.…`). */
export function challengeBits(challenge: string): number | null {
  const [version, bits] = challenge.split('.');
  const n = Number(bits);
  return version === 'pow1' && Number.isInteger(n) && n >= 1 && n <= 32 ? n : null;
}

export function leadingZeroBits(bytes: Uint8Array): number {
  let bits = 0;
  for (const byte of bytes) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}

const encoder = new TextEncoder();

async function digest(challenge: string, nonce: number | string): Promise<Uint8Array> {
  return new Uint8Array(
    await globalThis.crypto.subtle.digest('SHA-256', encoder.encode(`${challenge}:${nonce}`)),
  );
}

/** Whether `nonce` solves `challenge` at the difficulty it carries. */
export async function solves(challenge: string, nonce: string): Promise<boolean> {
  const bits = challengeBits(challenge);
  if (bits === null || !/^\d{1,12}$/.test(nonce)) return false;
  return leadingZeroBits(await digest(challenge, nonce)) >= bits;
}

/** Finds a nonce (counting up from 0); yields to the page between batches so it stays responsive. */
export async function solveChallenge(challenge: string, batch = 2_000): Promise<string> {
  const bits = challengeBits(challenge);
  if (bits === null) throw new Error('not a proof-of-work challenge');
  for (let nonce = 0; ; nonce += 1) {
    if (leadingZeroBits(await digest(challenge, nonce)) >= bits) return String(nonce);
    if (nonce % batch === batch - 1) await new Promise((resolve) => setTimeout(resolve, 0));
  }
}
