/** One mailbox, however it was typed: `" Jan@Example.NL "` is `"jan@example.nl"`. The newsletter and staff accounts key on it. */
export function normaliseEmailAddress(emailAddress: string): string {
  return emailAddress.trim().toLowerCase();
}
