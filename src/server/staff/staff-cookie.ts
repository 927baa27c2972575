/**
 * The cookie of a signed-in member of staff: its value is the session's
 * secret (the database knows its hash). httpOnly, Secure and SameSite=Lax like
 * the visitor's session cookie (decisions §5), and it lasts a working day: a
 * browser left on the shop's counter does not stay signed in overnight.
 *
 * Its name is also what keeps a staff member's pages out of the shared page
 * cache (host/page-cache), so it must not change without that.
 */
export const STAFF_COOKIE = "stekker_staff";
export const STAFF_SESSION_LIFETIME_SECONDS = 12 * 60 * 60;

export function staffCookie(secret: string): string {
  return `${STAFF_COOKIE}=${secret}; Path=/; Max-Age=${STAFF_SESSION_LIFETIME_SECONDS}; HttpOnly; Secure; SameSite=Lax`;
}

export function clearedStaffCookie(): string {
  return `${STAFF_COOKIE}=; Path=/; Max-Age=0; HttpOnly; Secure; SameSite=Lax`;
}
