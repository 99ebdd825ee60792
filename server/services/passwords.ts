// Password hashes, stored as full encoded strings so parameters (or the algorithm) can be raised later.
// New hashes: argon2id, OWASP's minimum (19 MiB, t=2, p=1) through @node-rs/argon2 (~75 ms a hash here).
// Also verified: node:crypto scrypt (N=2^17, r=8, p=1), encoded as $scrypt$N=…,r=…,p=…$salt$hash — the
// dependency-free alternative (PASSWORD_HASH=scrypt), ~390 ms and 128 MiB a hash here.
import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { hash as argon2Hash, verify as argon2Verify } from '@node-rs/argon2';

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(encoded: string, password: string): Promise<boolean>;
  /** A valid hash of a random password: verified against when the account does not exist, so timing matches. */
  readonly dummyHash: Promise<string>;
}

export const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const; // argon2id is the default
export const SCRYPT_OPTIONS = { N: 2 ** 17, r: 8, p: 1, keyLength: 64 } as const;

export type PasswordAlgorithm = 'argon2id' | 'scrypt';

export function createPasswordHasher(algorithm: PasswordAlgorithm = 'argon2id'): PasswordHasher {
  const hash = algorithm === 'argon2id' ? hashArgon2 : hashScrypt;
  let dummy: Promise<string> | undefined;
  return {
    hash,
    verify: verifyPassword,
    get dummyHash() {
      dummy ??= hash(randomBytes(16).toString('hex'));
      return dummy;
    },
  };
}

async function hashArgon2(password: string): Promise<string> {
  return argon2Hash(password, ARGON2_OPTIONS);
}

async function hashScrypt(password: string): Promise<string> {
  const { N, r, p, keyLength } = SCRYPT_OPTIONS;
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, keyLength, N, r, p);
  return `$scrypt$N=${N},r=${r},p=${p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

export async function verifyPassword(encoded: string, password: string): Promise<boolean> {
  if (encoded.startsWith('$argon2')) {
    try {
      return await argon2Verify(encoded, password);
    } catch {
      return false;
    }
  }
  const match = /^\$scrypt\$N=(\d+),r=(\d+),p=(\d+)\$([\w-]+)\$([\w-]+)$/.exec(encoded);
  if (match) {
    const [, n, r, p, salt, expected] = match as unknown as [string, string, string, string, string, string];
    const expectedKey = Buffer.from(expected, 'base64url');
    const key = await scrypt(
      password,
      Buffer.from(salt, 'base64url'),
      expectedKey.length,
      Number(n),
      Number(r),
      Number(p),
    );
    return key.length === expectedKey.length && timingSafeEqual(key, expectedKey);
  }
  return false;
}

function scrypt(
  password: string,
  salt: Buffer,
  keyLength: number,
  N: number,
  r: number,
  p: number,
): Promise<Buffer> {
  // maxmem must exceed 128·N·r or node throws; allow twice that.
  const maxmem = 128 * N * r * 2;
  return new Promise((resolve, reject) =>
    scryptCallback(password, salt, keyLength, { N, r, p, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}
