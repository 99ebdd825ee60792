// A server error on the first call only, so a story can show the error state AND prove that the
// Try again button recovers (the success handler underneath answers the retry).
import { HttpResponse, type HttpHandler } from 'msw';
import { on } from '@mocks/handlers/http';
import { SERVER_ERROR_MESSAGE } from '@mocks/scenarios';
import type { Endpoint } from '@/contract/endpoints';
import { failEnvelope } from '@/contract/envelope';

export function serverErrorOnce(endpoint: Endpoint): HttpHandler[] {
  return [
    on(endpoint, () => HttpResponse.json(failEnvelope(SERVER_ERROR_MESSAGE), { status: 500 }), {
      once: true,
    }),
  ];
}
