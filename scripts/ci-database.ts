/** CI helper: `create|drop SERVER_URL NAME` makes or removes the run's own database. */
import postgres from "postgres";

import { postgresTarget } from "@/server/db/client";

const [action, serverUrl, name] = process.argv.slice(2);
if (!action || !serverUrl || !name || !/^[a-z0-9_]+$/.test(name)) {
  console.error("gebruik: ci-database.ts create|drop SERVER_URL NAAM");
  process.exit(2);
}
const target = postgresTarget(serverUrl);
const sql = postgres(target.url, { max: 1, onnotice: () => undefined, connect_timeout: 10, ...target.options });
try {
  if (action === "create") await sql.unsafe(`create database ${name}`);
  else await sql.unsafe(`drop database if exists ${name} with (force)`);
  console.log(`› Database ${name}: ${action === "create" ? "aangemaakt" : "verwijderd"}.`);
} finally {
  await sql.end();
}
