// §3/§4 session: authKey, firstName, lastName, fullName in local storage under those keys; restored on
// start only when authKey, firstName and lastName are all present. deviceToken: a UUID made once.
//
// Remember me (decision, docs/decisions.md): ticked → the session is kept in localStorage (survives
// closing the browser); unticked → the same keys in sessionStorage (gone when the browser closes).
// The restore rule is the spec's in both places.
import { proxy } from 'valtio';
import { storage } from './storage';

export const SESSION_KEYS = ['authKey', 'firstName', 'lastName', 'fullName'] as const;
const DEVICE_KEY = 'deviceToken';

export interface Session {
  authKey: string | null;
  firstName: string;
  lastName: string;
  fullName: string;
}

const signedOut: Session = { authKey: null, firstName: '', lastName: '', fullName: '' };

export const sessionStore = proxy<Session>({ ...signedOut });

function readFrom(kind: 'local' | 'session'): Session | null {
  const [authKey, firstName, lastName, fullName] = SESSION_KEYS.map((k) => storage.get(k, kind));
  if (!authKey || !firstName || !lastName) return null;
  return { authKey, firstName, lastName, fullName: fullName || `${firstName} ${lastName}` };
}

/** Restores a stored session (called once at start; also by stories/tests after seeding storage). */
export function restoreSession(): void {
  Object.assign(sessionStore, readFrom('local') ?? readFrom('session') ?? signedOut);
}

export interface SessionGrantInput {
  authKey: string;
  firstName: string;
  lastName?: string;
  fullName?: string;
}

/** Stores a session after login or sign-up. lastName falls back to the rest of full_name. */
export function startSession(grant: SessionGrantInput, remember = true): void {
  const fullName = grant.fullName?.trim() || [grant.firstName, grant.lastName].filter(Boolean).join(' ');
  const lastName =
    grant.lastName?.trim() ||
    fullName.replace(new RegExp(`^${escapeRegExp(grant.firstName)}\\s*`), '').trim() ||
    grant.firstName;
  const next: Session = { authKey: grant.authKey, firstName: grant.firstName, lastName, fullName };
  clearStoredSession();
  const kind = remember ? 'local' : 'session';
  for (const key of SESSION_KEYS) storage.set(key, next[key] ?? '', kind);
  Object.assign(sessionStore, next);
}

/** Replaces the auth key after a token refresh, where the session is stored. */
export function replaceAuthKey(authKey: string): void {
  const kind = storage.get('authKey', 'local') ? 'local' : 'session';
  storage.set('authKey', authKey, kind);
  sessionStore.authKey = authKey;
}

function clearStoredSession(): void {
  for (const key of SESSION_KEYS) {
    storage.remove(key, 'local');
    storage.remove(key, 'session');
  }
}

/** Clears state and stored values (§4 logout). The device token stays: it names the device. */
export function endSession(): void {
  clearStoredSession();
  Object.assign(sessionStore, signedOut);
}

/** The auth key to send, read from storage as §5 says ("Cart fetch needs authKey in local storage"). */
export function currentAuthKey(): string | null {
  return sessionStore.authKey ?? storage.get('authKey', 'local') ?? storage.get('authKey', 'session');
}

/** §3 deviceToken: a random UUID generated once and kept. */
export function deviceToken(): string {
  let token = storage.get(DEVICE_KEY);
  if (!token) {
    token = globalThis.crypto?.randomUUID?.() ?? fallbackUuid();
    storage.set(DEVICE_KEY, token);
  }
  return token;
}

function fallbackUuid(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export function resetSessionStore(): void {
  Object.assign(sessionStore, signedOut);
}
