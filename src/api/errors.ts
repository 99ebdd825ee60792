// The one error type every failed shop-API call rejects with. `message` is what a shopper may read
// (the server's message where there is one).

export type ApiErrorKind =
  /** No auth key stored for a userauth call (§5 "No auth key found"). */
  | 'no-auth'
  /** The network failed or the request was aborted. */
  | 'network'
  /** HTTP status outside 2xx. */
  | 'http'
  /** 2xx with status 0 in the envelope. */
  | 'status'
  /** The answer did not match the contract. */
  | 'shape';

export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    message: string,
    readonly kind: ApiErrorKind,
    readonly endpoint: string,
    readonly httpStatus?: number,
    /** The server's own message, when it sent one. */
    readonly serverMessage?: string,
  ) {
    super(message);
  }
}

export const NO_AUTH_KEY = 'No auth key found';
export const GENERIC_ERROR = 'An error occurred';

/** §8 "On a request failure the server message is toasted, else 'An error occurred'". */
export function messageOf(error: unknown, fallback: string = GENERIC_ERROR): string {
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  if (error instanceof ApiError && error.kind === 'no-auth') return error.message;
  return fallback;
}
