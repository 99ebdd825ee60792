// Sign-in, sign-up, password recovery, contact form, session refresh and logout (§7, §8).
import { endpoints } from '../../src/contract/endpoints';
import { failureMessages, successMessages } from '../../src/contract/messages';
import { createUser, db, issueKey, revokeKey, sessionGrant, userByEmail, userForKey } from '../db';
import { fail, handle, handleSignedIn, INVALID_KEY_MESSAGE, ok } from './http';

export const accountHandlers = [
  handle(endpoints.login, ({ body }) => {
    const user = userByEmail(body['Appuser[email]']);
    // The same message whether or not the account exists.
    if (!user || user.password !== body['Appuser[password]']) return fail(failureMessages.loginFailed);
    return ok(sessionGrant(user, issueKey(user.appuser_id)), successMessages.login);
  }),

  handle(endpoints.signup, ({ body }) => {
    if (userByEmail(body['Appuser[email]'])) return fail(failureMessages.emailTaken, 409);
    const user = createUser({
      first_name: body['Appuser[first_name]'],
      last_name: body['Appuser[last_name]'],
      email: body['Appuser[email]'],
      password: body['Appuser[password]'],
    });
    return ok(sessionGrant(user, issueKey(user.appuser_id)), successMessages.signup);
  }),

  // Never says whether the account exists; never returns an auth key (§8 "Logged in successfully!" stays hidden).
  handle(endpoints.forgotPassword, ({ body }) => {
    db.passwordResets.push(body['Appuser[email]']);
    return ok(null, successMessages.forgotPassword);
  }),

  handle(endpoints.contactUs, ({ body }) => {
    db.contactMessages.push({
      first_name: body['Contactus[first_name]'],
      last_name: body['Contactus[last_name]'],
      email: body['Contactus[email]'],
      message: body['Contactus[message]'],
    });
    return ok(null, successMessages.contactUs);
  }),

  // A known key gets a new one and is revoked (fixture keys excepted); anything else is 401.
  handle(endpoints.refreshToken, ({ authKey }) => {
    const user = userForKey(authKey);
    if (!user || !authKey) return fail(INVALID_KEY_MESSAGE, 401);
    const fresh = issueKey(user.appuser_id);
    db.refreshedKeys.add(fresh);
    revokeKey(authKey);
    return ok(sessionGrant(user, fresh), successMessages.sessionRefreshed);
  }),

  handleSignedIn(endpoints.logout, ({ authKey }) => {
    if (authKey) revokeKey(authKey);
    return ok(null, successMessages.loggedOut);
  }),
];
