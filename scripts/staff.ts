/**
 * `npm run staff -- <command>`: the shop's staff accounts (decisions §5) from
 * the command line, against the same database as `npm start` (DATA_DIR or
 * DATABASE_URL). Nobody can sign in before there is an admin, so the first one
 * is made here:
 *
 *   npm run staff -- add --email naam@winkel.nl --name "Naam" --role admin
 *   npm run staff -- list
 *   npm run staff -- password --email naam@winkel.nl
 *   npm run staff -- disable --email naam@winkel.nl
 *
 * The password is asked for without echo, or read from STAFF_PASSWORD (for
 * scripts); it is never an argument, which would land in the shell's history.
 */
import { createInterface } from "node:readline";
import { parseArgs } from "node:util";

import { and, asc, eq, isNull } from "drizzle-orm";

import { ConfigurationError } from "@/config/env";
import { normaliseEmailAddress } from "@/domain/email-address";
import { isStaffRole } from "@/domain/staff/roles";
import { staffChangeProblem } from "@/domain/staff/staff-changes";
import { getDatabaseHandle } from "@/server/db/client";
import { staffMembers } from "@/server/db/schema";
import { ApiError } from "@/server/http/api-error";
import { addStaffMember } from "@/server/staff/add-staff-member";
import { endStaffAccess } from "@/server/staff/end-staff-access";
import { setStaffPassword } from "@/server/staff/set-staff-password";

const USAGE = `Gebruik: npm run staff -- add --email E --name N --role staff|admin
       npm run staff -- list
       npm run staff -- password --email E
       npm run staff -- disable --email E`;

async function askPassword(): Promise<string> {
  if (process.env.STAFF_PASSWORD) return process.env.STAFF_PASSWORD;
  if (!process.stdin.isTTY) throw new ConfigurationError("Geef het wachtwoord in STAFF_PASSWORD, of start dit in een terminal.");
  const ask = (question: string) =>
    new Promise<string>((resolve) => {
      const lines = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
      // Echo nothing of what is typed after the question.
      const write = (lines as unknown as { _writeToOutput: (text: string) => void })._writeToOutput.bind(lines);
      (lines as unknown as { _writeToOutput: (text: string) => void })._writeToOutput = (text) => (text.startsWith(question) ? write(text) : undefined);
      lines.question(question, (answer) => {
        lines.close();
        process.stdout.write("\n");
        resolve(answer);
      });
    });
  const first = await ask("Wachtwoord: ");
  if ((await ask("Nog een keer: ")) !== first) throw new ConfigurationError("De twee wachtwoorden zijn niet gelijk.");
  return first;
}

try {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { email: { type: "string" }, name: { type: "string" }, role: { type: "string" } },
  });
  const command = positionals[0];
  const email = values.email ? normaliseEmailAddress(values.email) : undefined;
  if (!command || !["add", "list", "password", "disable"].includes(command)) throw new ConfigurationError(USAGE);
  if (command !== "list" && !email) throw new ConfigurationError(`--email ontbreekt.\n${USAGE}`);

  const handle = await getDatabaseHandle();
  await handle.migrate();
  const db = handle.db;
  const now = new Date();
  if (command === "add") {
    if (!values.name?.trim()) throw new ConfigurationError("--name ontbreekt.");
    if (!isStaffRole(values.role)) throw new ConfigurationError("--role moet staff of admin zijn.");
    const added = await addStaffMember(db, { emailAddress: email!, name: values.name, role: values.role, password: await askPassword() }, now);
    console.log(`✓ ${added.emailAddress} is toegevoegd als ${values.role} (nummer ${added.staffMemberId}).`);
  } else if (command === "list") {
    const members = await db.select().from(staffMembers).orderBy(asc(staffMembers.staffMemberId));
    if (members.length === 0) console.log("Er zijn nog geen medewerkers.");
    for (const member of members) console.log(`${member.staffMemberId}\t${member.role}\t${member.emailAddress}\t${member.name}${member.disabledAt ? "\t(uitgeschakeld)" : ""}`);
  } else if (command === "password") {
    await setStaffPassword(db, email!, await askPassword());
    console.log(`✓ Het wachtwoord van ${email} is gewijzigd; de medewerker is overal uitgelogd.`);
  } else {
    const [member] = await db.select().from(staffMembers).where(eq(staffMembers.emailAddress, email!));
    if (!member) throw new ConfigurationError(`Er is geen medewerker met ${email}.`);
    const activeAdmins = await db.select({ id: staffMembers.staffMemberId }).from(staffMembers).where(and(eq(staffMembers.role, "admin"), isNull(staffMembers.disabledAt)));
    // The same rule as on the staff page (domain/staff/staff-changes.ts), with no one acting from inside the shop.
    const problem = staffChangeProblem(0, { staffMemberId: member.staffMemberId, role: member.role, active: member.disabledAt === null }, { active: false }, activeAdmins.length);
    if (problem) throw new ConfigurationError(problem);
    await db.update(staffMembers).set({ disabledAt: member.disabledAt ?? now }).where(eq(staffMembers.staffMemberId, member.staffMemberId));
    await endStaffAccess(db, member.staffMemberId, now);
    console.log(`✓ ${email} is uitgeschakeld: inloggen werkt niet meer en de API-tokens zijn ingetrokken.`);
  }
  await handle.close();
} catch (error) {
  if (error instanceof ConfigurationError) console.error(`✗ ${error.message}`);
  // A refused password names its reason in the field; a taken address says it all in the message.
  else if (error instanceof ApiError) console.error(`✗ ${error.status === 422 ? error.errors.map((field) => field.errorMessage).join(" ") : error.message}`);
  else console.error(error);
  process.exit(1);
}
