// Every answer of the shop API: {status: 1|0, message, data} (§7 "unwrapped to the body and the data field is read").
import { z } from './zod';
import { successMessages } from './messages';

export const Envelope = z.object({
  status: z.union([z.number(), z.string()]).transform(Number),
  message: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  data: z.unknown().optional(),
});

export type Envelope = z.output<typeof Envelope>;

/** What a server answers on success. */
export function okEnvelope<T>(data: T, message: string = successMessages.ok) {
  return { status: 1 as const, message, data };
}

/** What a server answers on failure: status 0 and a message a shopper can read. */
export function failEnvelope(message: string, data: unknown = null) {
  return { status: 0 as const, message, data };
}

/**
 * The first problem of a zod error, as one sentence a shopper can read. Our own messages (§5 texts,
 * "email is required") are used as they are; zod's generic ones get the field's short name in front.
 */
export function describeIssues(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid request';
  // Field names come from the request: shown without control characters and never at length.
  const shown = (text: string) => {
    const clean = text.replace(/\p{Cc}/gu, '');
    return clean.length > 60 ? `${clean.slice(0, 60)}…` : clean;
  };
  if (issue.code === 'unrecognized_keys') return `Unexpected field ${shown(issue.keys[0] ?? '')}`;
  const wireName = shown(issue.path.map(String).join('.'));
  const field = wireName.replace(/^[A-Za-z]+\[(.+)\]$/, '$1'); // Appuser[email] → email
  const generic = /^(Invalid|Expected|Too (small|big)|Unrecognized)/.test(issue.message);
  return field && generic ? `${field}: ${issue.message}` : issue.message;
}
