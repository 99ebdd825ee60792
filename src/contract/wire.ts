// Plain values of the wire contract (no schema library), for code that must not load the schemas.

/** §7 sign-up posts fixed placeholders for fields the form does not ask for. */
export const SIGNUP_PLACEHOLDERS = { postal_code: '00000', phone_number: '0000000000' } as const;
