// The account forms' empty values: apart from their rules (./accountSchemas, zod), which load at the
// shopper's first focus, touch or key (useSchemaForm).
import type { ContactValues, LoginValues, SignUpValues } from './accountSchemas';

export const emptyLogin: LoginValues = { email: '', password: '', remember: false };
export const emptySignUp: SignUpValues = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmPassword: '',
  terms: false,
};
export const emptyContact: ContactValues = { firstName: '', lastName: '', email: '', message: '' };
