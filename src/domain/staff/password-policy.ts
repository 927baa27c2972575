/**
 * What a staff password must be. Length is what makes a password strong
 * (NIST SP 800-63B): at least 12 characters, any characters, no rules about
 * digits or capitals that make people write passwords down. At most 200, so
 * that hashing one cannot be used to keep the server busy.
 */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 200;

/** Why a password will not do, in Dutch, or null when it will. */
export function passwordProblem(password: string, emailAddress: string): string | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return `Kies een wachtwoord van minstens ${PASSWORD_MIN_LENGTH} tekens.`;
  if (length > PASSWORD_MAX_LENGTH) return `Kies een wachtwoord van hoogstens ${PASSWORD_MAX_LENGTH} tekens.`;
  if (new Set(password).size < 4) return "Dit wachtwoord is te eenvoudig te raden.";
  const mailbox = emailAddress.trim().toLowerCase();
  if (password.toLowerCase() === mailbox || password.toLowerCase() === mailbox.split("@")[0]) return "Je wachtwoord mag niet je e-mailadres zijn.";
  return null;
}
