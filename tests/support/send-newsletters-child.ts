/**
 * A second process that sends the newsletter campaigns under way, to be killed
 * while it does (tests/integration/newsletters-crash.test.ts). Run with
 * `node --import tsx`, as `npm start` runs the job queue: without React's
 * server condition, which would refuse react-dom/server (the mail's render);
 * `server-only` is let through the way `npm start` does it.
 *
 *   argv: <postgres url> <file the mail stand-in appends each recipient to>
 *
 * Its mail stand-in appends the recipient to the file before it answers, as a
 * mail server that accepted the message; it prints "sent <n>" every 100 mails.
 */
import { appendFileSync } from "node:fs";

import { allowServerOnlyImports } from "@/host/server-only-hook";

allowServerOnlyImports();
const { openPostgres } = await import("@/server/db/client");
const { setMailSender } = await import("@/server/mail/mail-transport");
const { sendNewsletterDeliveries } = await import("@/server/newsletters/send-newsletter-deliveries");

const [target, mailFile] = process.argv.slice(2) as [string, string];
const handle = await openPostgres(target, 2);
let sent = 0;
setMailSender({
  kind: "file",
  async send(message) {
    appendFileSync(mailFile, `${message.to}\n`);
    sent += 1;
    if (sent % 100 === 0) process.stdout.write(`sent ${sent}\n`);
    return { messageId: `<${sent}@child>` };
  },
  close: () => undefined,
});
process.stdout.write("ready\n");
await sendNewsletterDeliveries(handle.db, { perSecond: 10_000 });
process.stdout.write("done\n");
await handle.close();
