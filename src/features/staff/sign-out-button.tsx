/**
 * Signing out is a form, not a link: it changes something, and a link could be
 * followed by a prefetch or a crawler. An HTML form can only POST, so it asks
 * for DELETE with `?_method=DELETE`; the API answers with a 303 to the sign-in page.
 */
import { STAFF_COPY, STAFF_SESSIONS_ENDPOINT } from "./copy";

export function SignOutButton({ className }: { className?: string }) {
  return (
    <form action={`${STAFF_SESSIONS_ENDPOINT}?_method=DELETE`} method="post">
      <button type="submit" className={className}>
        {STAFF_COPY.signOut}
      </button>
    </form>
  );
}
