// The road-distance client's failure, apart from its answer reader (./osrmAnswer, which loads with the
// first answer) so that both can throw it.
import { RoutingUnavailableError } from '@/domain/delivery';

/** The routing service could not give an answer (not the same as "no route", which is null): the quote
 * is "we will call you" (§8 route failure). */
export class RoutingError extends RoutingUnavailableError {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'RoutingError';
  }
}
