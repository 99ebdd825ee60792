// A failure a shopper may read: status 0 with this message, at this HTTP status.
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export class ApiError extends Error {
  constructor(
    readonly httpStatus: ContentfulStatusCode,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const MESSAGES = {
  somethingWentWrong: 'Something went wrong',
  notFound: 'Not found',
  loginFirst: 'Please login first',
  sessionExpired: 'Your session has expired. Please log in again.',
  xsrf: 'Invalid or missing anti-forgery token. Refresh the page and try again.',
  crossSite: 'Requests from other sites are not accepted.',
  misdirected: 'This server does not answer for that host name.',
  clientAborted: 'The request body was cut off or malformed.',
  requestTimeout: 'The request took too long to arrive.',
  bodyTooLarge: 'The request is too large.',
  malformedBody: 'The request body could not be read.',
  tooManyFields: 'The request holds too many fields.',
  unsupportedType: 'Send the fields as application/x-www-form-urlencoded or multipart/form-data.',
} as const;

export const notFound = (what: string) => new ApiError(404, `${what} not found`);
export const badRequest = (message: string) => new ApiError(400, message);
