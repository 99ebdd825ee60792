/** The places service cannot be asked (network, HTTP error, unreadable answer, no Google library).
 * The search field says so and leaves manual entry open. */
export class PlacesUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PlacesUnavailableError';
  }
}
