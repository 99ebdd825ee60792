// The back office's client: one POST per call to /api/admin/… (JSON, the anti-forgery cookie echoed as a
// header, the owner's httpOnly session cookie sent by the browser), the answer's envelope checked and its
// data parsed with the contract's schema. Reads go through SWR; a 401 sends the owner to /admin/login.
import useSWR, { type SWRConfiguration } from 'swr';
import type { z } from '@/contract/zod';
import { ApiError } from '@/api';
import { readCookie } from '@/api/cookies';
import { env } from '@/config/env';
import {
  adminEndpoints,
  STALE_SAVE_MESSAGE,
  type AdminData,
  type AdminEndpointName,
  type AdminRequest,
} from '@/contract/admin';
import {
  MEDIA_UPLOAD_PATH,
  UploadedMedia,
  uploadProblem,
  type UploadedMediaData,
  type UploadKind,
} from '@/contract/admin-media';

const XSRF_COOKIE = 'XSRF-TOKEN';
const XSRF_HEADER = 'X-XSRF-TOKEN';

function urlOf(path: string): string {
  const base = env().VITE_API_BASE_URL.replace(/\/+$/, '');
  return `${base}${path}`;
}

async function send(path: string, body: BodyInit, contentType: string): Promise<Response> {
  const headers = new Headers({ Accept: 'application/json', 'Content-Type': contentType });
  const xsrf = readCookie(XSRF_COOKIE);
  if (xsrf) headers.set(XSRF_HEADER, xsrf);
  return fetch(urlOf(path), { method: 'POST', headers, body, credentials: 'include' });
}

/** POSTs to `path` and checks the envelope; rejects with an ApiError carrying the server's message. */
async function post<T>(
  name: string,
  path: string,
  body: BodyInit,
  contentType: string,
  data: z.ZodType<T>,
): Promise<T> {
  let response: Response;
  try {
    const sent = readCookie(XSRF_COOKIE);
    response = await send(path, body, contentType);
    // The first call of a visit may race the anti-forgery cookie: retried once with the new one.
    if (response.status === 403 && readCookie(XSRF_COOKIE) !== sent)
      response = await send(path, body, contentType);
  } catch {
    throw new ApiError('Network error: the shop could not be reached', 'network', name);
  }
  type Envelope = { status?: unknown; message?: unknown; data?: unknown };
  const envelope: Envelope | null = await response.json().then(
    (body: unknown) => (body && typeof body === 'object' ? (body as Envelope) : null),
    () => null,
  );
  const serverMessage =
    typeof envelope?.message === 'string' && envelope.message ? envelope.message : undefined;
  if (!response.ok)
    throw new ApiError(
      serverMessage ?? `Request failed (HTTP ${response.status})`,
      'http',
      name,
      response.status,
      serverMessage,
    );
  if (!envelope || envelope.status !== 1)
    throw new ApiError(serverMessage ?? 'Unexpected answer from the shop', 'status', name, response.status);
  const parsed = data.safeParse(envelope.data);
  if (!parsed.success)
    throw new ApiError(
      `Unexpected answer from ${name}: not the shape the back office expects`,
      'shape',
      name,
    );
  return parsed.data;
}

/** Calls one admin endpoint; rejects with an ApiError carrying the server's message and HTTP status. */
export async function adminCall<N extends AdminEndpointName>(
  name: N,
  body: AdminRequest<N>,
): Promise<AdminData<N>> {
  const endpoint = adminEndpoints[name];
  const data = endpoint.data as unknown as z.ZodType<AdminData<N>>;
  return post(name, endpoint.path, JSON.stringify(body ?? {}), 'application/json', data);
}

/**
 * Uploads one picture or video file (src/contract/admin-media.ts): the file is the body. Its type and size
 * are checked first, so a wrong file is refused before it is sent.
 */
export async function uploadMedia(file: File, only?: UploadKind): Promise<UploadedMediaData> {
  const problem = uploadProblem(file, only);
  if (problem) throw new ApiError(problem, 'http', 'uploadMedia', 400, problem);
  const path = `${MEDIA_UPLOAD_PATH}?name=${encodeURIComponent(file.name)}`;
  return post('uploadMedia', path, file, file.type, UploadedMedia);
}

/** A read of the back office, cached by endpoint and body (null: do not ask yet). */
export function useAdmin<N extends AdminEndpointName>(
  name: N,
  body: AdminRequest<N> | null,
  options?: SWRConfiguration<AdminData<N>, ApiError>,
) {
  return useSWR<AdminData<N>, ApiError>(
    body === null ? null : ['admin', name, JSON.stringify(body)],
    () => adminCall(name, body as AdminRequest<N>),
    options,
  );
}

/**
 * For the reads a form is seeded from: asked again when the owner comes back to the window or the network
 * comes back, so a change made meanwhile by another owner (or tab) reaches the open form
 * (`useLatestValues`). The shopper's side never refetches on focus (§9); the back office is not the
 * spec's, and there a stale form silently wrote an older version back.
 */
export const FOLLOW_CHANGES = { revalidateOnFocus: true, revalidateOnReconnect: true } as const;

export const isSignedOut = (error: unknown) => error instanceof ApiError && error.httpStatus === 401;
export const isForbidden = (error: unknown) => error instanceof ApiError && error.httpStatus === 403;
export const isNotFound = (error: unknown) => error instanceof ApiError && error.httpStatus === 404;
/** A save refused because the record was written since the form read it (docs/admin.md "Changed elsewhere"). */
export const isStaleSave = (error: unknown) =>
  error instanceof ApiError && error.httpStatus === 409 && error.serverMessage === STALE_SAVE_MESSAGE;

/** The message to show for a failed call: the server's, else a general one. */
export function failureOf(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? error.message;
  return 'Something went wrong. Please try again.';
}
