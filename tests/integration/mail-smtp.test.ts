/**
 * Where mail goes (issue 5): through SMTP_URL to a real SMTP server (a local
 * smtp-server here), or without it as an .eml file under DATA_DIR/mail.
 */
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

import { SMTPServer } from "smtp-server";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

import { readEnv } from "@/config/env";
import { createMailSender, type MailSender, sendMail, setMailSender } from "@/server/mail/mail-transport";
import { type OrderMail, orderMail as orderMailContent } from "@/server/mail/order-mail";

function orderMail(overrides: Partial<OrderMail> = {}): OrderMail {
  return {
    kind: "orderReceived",
    orderRef: "40000042",
    createdAt: new Date("2026-11-21T13:03:00Z"),
    firstName: "Jeroen",
    lastName: "Bakker",
    emailAddress: "jeroen@example.nl",
    companyName: null,
    items: [{ name: "WM14N2ECNL iQ300", brandName: "Siemens", qty: 1, unitPriceCents: 54_900, options: [] }],
    totals: [
      { label: "Artikelen", cents: 54_900 },
      { label: "Totaal", cents: 54_900 },
    ],
    grandTotalCents: 54_900,
    paymentMethodLabel: "Bankoverschrijving (vooraf)",
    paymentMethod: "banktransfer",
    paymentStatus: "pending",
    deliveryType: "default",
    deliveryLabel: "Bezorging op dinsdag 24 november",
    shippingAddress: ["Damrak 1", "1012 LG Amsterdam"],
    // A long signed token, so that the test sees it survive line wrapping in the mail.
    orderUrl: "https://www.stekker.test/bestelling/40000042/?token=eyJvcmRlclJlZiI6IjQwMDAwMDQyIiwiZXhwIjoxNzk1MjYwMDAwfQ.c2lnbmF0dXJlLW9mLXRoZS1vcmRlci1saW5r",
    withdrawalUrl: "https://www.stekker.test/bestelling/40000042/herroepen/?token=eyJvcmRlclJlZiI6IjQwMDAwMDQyIn0.c2ln",
    ...overrides,
  };
}

interface ParsedMail {
  headers: Map<string, string>;
  text: string;
  html: string;
}

function splitHead(raw: string): { head: string; body: string } {
  const normalised = raw.replace(/\r\n/g, "\n");
  const end = normalised.indexOf("\n\n");
  return end === -1 ? { head: normalised, body: "" } : { head: normalised.slice(0, end), body: normalised.slice(end + 2) };
}

function parseHeaders(head: string): Map<string, string> {
  const headers = new Map<string, string>();
  // Folded header lines continue with whitespace.
  for (const line of head.replace(/\n[ \t]+/g, " ").split("\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

function decodeBody(body: string, encoding: string | undefined): string {
  switch ((encoding ?? "7bit").toLowerCase()) {
    case "quoted-printable": {
      const bytes = body.replace(/=\n/g, "").replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      return Buffer.from(bytes, "latin1").toString("utf8");
    }
    case "base64":
      return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
    default:
      return body;
  }
}

/** MIME encoded-words in headers (`=?UTF-8?Q?...?=`), for subjects with accents. */
function decodeWords(value: string): string {
  return value.replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, data: string) =>
    kind.toUpperCase() === "B" ? Buffer.from(data, "base64").toString("utf8") : decodeBody(data.replace(/_/g, " "), "quoted-printable"),
  );
}

function parseMail(raw: string): ParsedMail {
  const { head, body } = splitHead(raw);
  const headers = parseHeaders(head);
  for (const [key, value] of headers) headers.set(key, decodeWords(value));
  const result: ParsedMail = { headers, text: "", html: "" };
  collect(headers, body, result);
  return result;
}

function collect(headers: Map<string, string>, body: string, result: ParsedMail): void {
  const type = headers.get("content-type") ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.toLowerCase().startsWith("multipart/") && boundary) {
    const parts = body.split(`--${boundary}`).slice(1);
    for (const part of parts) {
      if (part.startsWith("--")) break;
      const { head, body: partBody } = splitHead(part.replace(/^\n/, ""));
      collect(parseHeaders(head), partBody.replace(/\n$/, ""), result);
    }
    return;
  }
  const decoded = decodeBody(body, headers.get("content-transfer-encoding"));
  if (type.toLowerCase().startsWith("text/html")) result.html += decoded;
  else if (type.toLowerCase().startsWith("text/plain")) result.text += decoded;
}

interface Received {
  from: string | undefined;
  to: string[];
  raw: string;
}

describe("mail through SMTP_URL", () => {
  const received: Received[] = [];
  let server: SMTPServer;
  let sender: MailSender;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      allowInsecureAuth: true,
      // Without STARTTLS nodemailer stays on plain text, as against a local relay.
      disabledCommands: ["STARTTLS"],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined;
          received.push({ from, to: session.envelope.rcptTo.map((address) => address.address), raw: Buffer.concat(chunks).toString("utf8") });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const port = (server.server.address() as AddressInfo).port;
    sender = createMailSender(readEnv({ NODE_ENV: "test", SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: "Stekker <bestellingen@stekker.test>" }));
    setMailSender(sender);
  });

  afterAll(async () => {
    setMailSender(null);
    sender?.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it("delivers the order confirmation to the customer, from MAIL_FROM, with the signed link and Dutch text", async () => {
    const order = orderMail();
    const sent = await sendMail({ to: order.emailAddress, ...orderMailContent(order) });
    expect(sent.messageId).toMatch(/^<.+@.+>$/);
    expect(sent.file).toBeUndefined();

    expect(received).toHaveLength(1);
    const message = received[0]!;
    expect(message.from).toBe("bestellingen@stekker.test");
    expect(message.to).toEqual(["jeroen@example.nl"]);
    const mail = parseMail(message.raw);
    expect(mail.headers.get("subject")).toBe("We hebben je bestelling 40000042 ontvangen");
    expect(mail.headers.get("to")).toBe("jeroen@example.nl");
    expect(mail.headers.get("message-id")).toBe(sent.messageId);
    expect(mail.text).toContain("Beste Jeroen,");
    expect(mail.text).toContain("binnen 7 dagen over");
    expect(mail.text).toContain(`Bekijk je bestelling: ${order.orderUrl}`);
    expect(mail.text).toContain(`Herroep je aankoop hier: ${order.withdrawalUrl}`);
    expect(mail.html).toContain(`href="${order.orderUrl}"`);
    expect(mail.html).toContain('<html lang="nl">');
  });
});

describe("mail without SMTP_URL", () => {
  let directory: string;

  beforeAll(async () => {
    directory = await mkdtemp(path.join(tmpdir(), "stekker-mail-"));
  });
  afterEach(() => setMailSender(null));
  afterAll(async () => {
    await rm(directory, { recursive: true, force: true });
  });

  it("writes each message as an .eml file under DATA_DIR/mail, named by time and subject", async () => {
    const dataDir = path.join(directory, "data");
    const sender = createMailSender(readEnv({ NODE_ENV: "test", DATA_DIR: dataDir }), () => new Date("2026-11-21T13:03:00.250Z"));
    expect(sender.kind).toBe("file");
    const order = orderMail();
    const sent = await sender.send({ to: order.emailAddress, ...orderMailContent(order) });

    expect(path.dirname(sent.file!)).toBe(path.join(dataDir, "mail"));
    expect(path.basename(sent.file!)).toMatch(/^2026-11-21T13-03-00-250Z-we-hebben-je-bestelling-40000042-ontvangen-[0-9a-f]{8}\.eml$/);
    const mail = parseMail(await readFile(sent.file!, "utf8"));
    expect(mail.headers.get("subject")).toBe("We hebben je bestelling 40000042 ontvangen");
    expect(mail.headers.get("to")).toBe("jeroen@example.nl");
    expect(mail.headers.get("message-id")).toBe(sent.messageId);
    expect(mail.text).toContain(`Bekijk je bestelling: ${order.orderUrl}`);
  });

  it("sendMail makes its sender from the environment once and keeps every message", async () => {
    const previous = process.env.DATA_DIR;
    const previousSmtp = process.env.SMTP_URL;
    const dataDir = path.join(directory, "from-env");
    process.env.DATA_DIR = dataDir;
    delete process.env.SMTP_URL;
    try {
      setMailSender(null);
      const order = orderMail();
      const first = await sendMail({ to: order.emailAddress, ...orderMailContent(order) });
      const second = await sendMail({ to: order.emailAddress, ...orderMailContent(order) });
      expect(first.file).not.toBe(second.file);
      expect((await readdir(path.join(dataDir, "mail"))).sort()).toEqual([path.basename(first.file!), path.basename(second.file!)].sort());
    } finally {
      if (previous === undefined) delete process.env.DATA_DIR;
      else process.env.DATA_DIR = previous;
      if (previousSmtp !== undefined) process.env.SMTP_URL = previousSmtp;
    }
  });
});
