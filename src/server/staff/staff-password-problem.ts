/**
 * The staff password policy (domain/staff/password-policy.ts) with its
 * estimator: zxcvbn-ts with its common (breached passwords, English words,
 * names) and Dutch/Flemish dictionaries. The dictionaries are about 10 MB of
 * heap, so they are loaded on the first password set, not at start, and
 * never in a page's bundle (only the server imports this file).
 *
 * No "server-only" mark: the start script and `npm run staff` run it outside Next.js.
 */
import { companyDetails } from "@/config/company";
import { SITE_NAME } from "@/config/site";
import { type PasswordEstimator, passwordProblem } from "@/domain/staff/password-policy";

let estimator: Promise<PasswordEstimator> | null = null;

interface Match {
  dictionaryName?: string;
  /** A repetition's repeated part: "password" in "passwordpassword". */
  baseToken?: string;
}

async function loadEstimator(): Promise<PasswordEstimator> {
  const [{ zxcvbn, zxcvbnOptions }, common, dutch] = await Promise.all([import("@zxcvbn-ts/core"), import("@zxcvbn-ts/language-common"), import("@zxcvbn-ts/language-nl-be")]);
  zxcvbnOptions.setOptions({ dictionary: { ...common.dictionary, ...dutch.dictionary }, graphs: common.adjacencyGraphs });
  // A repetition counts as on the list when the repeated part is: "passwordpassword".
  const onCommonList = (matches: readonly Match[]): boolean =>
    matches.some((match) => match.dictionaryName === "passwords" || (match.baseToken !== undefined && onCommonList(zxcvbn(match.baseToken).sequence as Match[])));
  return (password, personalWords) => {
    const result = zxcvbn(password, [...personalWords]);
    return { guessesLog10: result.guessesLog10, onCommonList: onCommonList(result.sequence as Match[]) };
  };
}

/** The estimator, loaded once per process on first use. */
export function passwordEstimator(): Promise<PasswordEstimator> {
  estimator ??= loadEstimator().catch((error: unknown) => {
    estimator = null;
    throw error;
  });
  return estimator;
}

/** Why this member cannot have this password, in Dutch, or null. */
export async function staffPasswordProblem(password: string, member: { emailAddress: string; name?: string }): Promise<string | null> {
  const shopNames = [SITE_NAME, companyDetails().legalName];
  return passwordProblem(password, { ...member, shopNames }, await passwordEstimator());
}
