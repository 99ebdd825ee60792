// §8 "Payment status: {status}", in a module of its own: the order pages word a payment with it and need
// nothing else of src/contract/messages.ts (which re-exports it for the API's other texts).

/** §8 "Payment status: {status}": a payment that has not (or not yet) succeeded. */
export const paymentStatusMessage = (status: string) => `Payment status: ${status}`;
