/**
 * What a staff password must be. Length is what makes a password strong
 * (NIST SP 800-63B): at least 12 characters, any characters, no rules about
 * digits or capitals that make people write passwords down. At most 200, so
 * that hashing one cannot be used to keep the server busy.
 *
 * Length alone is not enough: `123456789012`, `passwordpassword` and
 * `Welkom2026!!` are long and are the first things an attacker tries. So a
 * password is also refused when it is guessable (on the lists of common and
 * breached passwords, or made of common words, years and keyboard rows), and
 * when it is built from what an attacker knows beforehand: the shop's name and
 * the member's own e-mail address and name (NIST SP 800-63B §5.1.1.2).
 * How guessable a password is comes from an estimator (a password-strength
 * library with its dictionaries, loaded by the server); this file holds the
 * rules and the sentences only.
 */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 200;

/**
 * A password needs at least 10^10 guesses (zxcvbn's top score, "very
 * unguessable"): an attacker with a stolen scrypt hash tries far fewer than
 * that in a year; `Welkom2026!!` needs about 10^8.
 */
export const PASSWORD_MIN_GUESSES_LOG10 = 10;

/** What the estimator says about a password. */
export interface PasswordEstimate {
  /** log10 of the number of guesses an attacker needs, knowing the personal words. */
  guessesLog10: number;
  /** Whether a part of it is on the lists of common and breached passwords. */
  onCommonList: boolean;
}

export type PasswordEstimator = (password: string, personalWords: readonly string[]) => PasswordEstimate;

/** Who sets the password, and for which shop: what an attacker knows beforehand. */
export interface PasswordOwner {
  emailAddress: string;
  name?: string;
  /** The shop's names: "Stekker", and COMPANY_NAME when it is set. */
  shopNames: readonly string[];
}

export const PASSWORD_PROBLEMS = {
  commonList: "Dit wachtwoord staat in lijsten van veel gebruikte of uitgelekte wachtwoorden, en die probeert een aanvaller als eerste. Kies iets wat niemand anders gebruikt, bijvoorbeeld een paar woorden die niet bij elkaar horen.",
  guessable: "Dit wachtwoord is te makkelijk te raden: het bestaat uit gewone woorden, jaartallen, herhalingen of toetsenbordrijen. Maak het langer, bijvoorbeeld met een paar woorden die niet bij elkaar horen.",
  emailAddress: "Je wachtwoord bevat (een deel van) je e-mailadres, en dat kent een aanvaller al. Kies iets wat niets met jou te maken heeft.",
  name: "Je wachtwoord bevat je naam, en die kent een aanvaller al. Kies iets wat niets met jou te maken heeft.",
  shopName: "Je wachtwoord bevat de naam van de winkel, en die probeert een aanvaller als eerste. Kies iets wat niets met de winkel te maken heeft.",
} as const;

export type PasswordProblemKind = keyof typeof PASSWORD_PROBLEMS;

/** Which of the rules above a refusal's sentence names (null: the length rule, or no refusal of this policy). */
export function passwordProblemKind(sentence: string): PasswordProblemKind | null {
  return (Object.keys(PASSWORD_PROBLEMS) as PasswordProblemKind[]).find((kind) => PASSWORD_PROBLEMS[kind] === sentence) ?? null;
}

/** Words shorter than this are too common inside other words to refuse ("Bas" in "basis"). */
const MIN_WORD_LENGTH = 4;

/** Legal forms in a company name say nothing about the shop. */
const LEGAL_FORMS = new Set(["bv", "nv", "vof", "bvba", "cv", "srl", "sa", "commv", "holding"]);

/** Lower case, accents off, and the usual digit-for-letter swaps undone, so `St3kk3r` counts as "stekker". */
function plain(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[0@4]/g, (c) => (c === "0" ? "o" : "a"))
    .replace(/[1!|]/g, "i")
    .replace(/3/g, "e")
    .replace(/[5$]/g, "s")
    .replace(/7/g, "t");
}

function lettersOnly(text: string): string {
  return plain(text).replace(/[^\p{L}\p{N}]/gu, "");
}

/** The words of a name or an address that are long enough to count. */
function words(text: string): string[] {
  return plain(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= MIN_WORD_LENGTH && !LEGAL_FORMS.has(word));
}

function mailboxWords(emailAddress: string): string[] {
  const mailbox = emailAddress.trim().split("@")[0] ?? "";
  const whole = lettersOnly(mailbox);
  return [...new Set([...words(mailbox), ...(whole.length >= MIN_WORD_LENGTH ? [whole] : [])])];
}

function shopWords(shopNames: readonly string[]): string[] {
  return [...new Set(shopNames.flatMap((name) => [...words(name), lettersOnly(name.replace(/\b(b\.?v\.?|n\.?v\.?|v\.?o\.?f\.?)\s*$/i, ""))]))].filter(
    (word) => word.length >= MIN_WORD_LENGTH,
  );
}

/** The words an attacker would try with this password: for the estimator, and for the rules below. */
export function personalWords(owner: PasswordOwner): string[] {
  return [...new Set([...mailboxWords(owner.emailAddress), ...words(owner.name ?? ""), ...shopWords(owner.shopNames)])];
}

/** Why a password will not do, in Dutch, or null when it will. */
export function passwordProblem(password: string, owner: PasswordOwner, estimate: PasswordEstimator): string | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return `Kies een wachtwoord van minstens ${PASSWORD_MIN_LENGTH} tekens.`;
  if (length > PASSWORD_MAX_LENGTH) return `Kies een wachtwoord van hoogstens ${PASSWORD_MAX_LENGTH} tekens.`;
  const text = lettersOnly(password);
  if (mailboxWords(owner.emailAddress).some((word) => text.includes(word))) return PASSWORD_PROBLEMS.emailAddress;
  if (words(owner.name ?? "").some((word) => text.includes(word))) return PASSWORD_PROBLEMS.name;
  if (shopWords(owner.shopNames).some((word) => text.includes(word))) return PASSWORD_PROBLEMS.shopName;
  const { guessesLog10, onCommonList } = estimate(password, personalWords(owner));
  if (guessesLog10 >= PASSWORD_MIN_GUESSES_LOG10) return null;
  return onCommonList ? PASSWORD_PROBLEMS.commonList : PASSWORD_PROBLEMS.guessable;
}
