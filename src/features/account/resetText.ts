/** The texts of /reset-password, shared by its screen and its form (a deferred part). */
export const RESET_TEXT = {
  title: 'Choose a new password',
  /** The title over a link that cannot reset anything (used, expired, forged or cut short). */
  deadTitle: 'This link cannot be used',
  subtitle: 'Your new password signs you in here and signs you out everywhere else.',
  submit: 'Set new password',
  noToken: 'This link is incomplete. Open the link from the e-mail again, or ask for a new one.',
  unavailable: 'Password reset links are not available on this store. Please contact us.',
  askAgain: 'Ask for a new link',
  /** A signed-in shopper cannot ask for a link (forgot password sends them home, §2): the way on instead. */
  continueShopping: 'Continue shopping',
  signedIn: 'You are signed in already. To choose a new password, sign out and ask for a new link.',
} as const;
