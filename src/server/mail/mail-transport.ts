/**
 * Where the shop's mail goes: an SMTP server when SMTP_URL is set, otherwise an
 * `.eml` file per message under DATA_DIR/mail, so that a shop without a mail
 * server (development, a demo, the browser tests) still keeps every message and
 * anyone can open it in a mail program. The sender is made once per process from
 * the environment; tests put their own in its place with `setMailSender`.
 */
import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";

import nodemailer from "nodemailer";

import { dataDirectory, type Env, readEnv } from "@/config/env";

import type { MailContent } from "./mail-html";

/** A file sent with a mail: the invoice's PDF with "betaling ontvangen". */
export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface MailMessage extends MailContent {
  to: string;
  attachments?: MailAttachment[];
  /** Extra headers: a newsletter's List-Unsubscribe and List-Unsubscribe-Post. */
  headers?: Record<string, string>;
}

export interface SentMail {
  messageId: string;
  /** The file written when mail goes to disk. */
  file?: string;
}

export interface MailSender {
  readonly kind: "smtp" | "file";
  send(message: MailMessage): Promise<SentMail>;
  close(): void;
}

// A mail server that does not answer must not hold an order's request for
// nodemailer's default two minutes.
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as const;

export function mailDirectory(env: Env): string {
  return path.join(dataDirectory(env), "mail");
}

/** "2026-11-21T14-03-00-000Z-we-hebben-je-bestelling-40000001-ontvangen-3f9a1c2b.eml": sorted by time, readable, never clashing. */
export function mailFileName(subject: string, now: Date, suffix = randomBytes(4).toString("hex")): string {
  // Colons are not allowed in Windows file names, and a shop's data may be copied there.
  const time = now.toISOString().replace(/[:.]/g, "-");
  const slug =
    subject
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 60)
      .replace(/-+$/, "") || "bericht";
  return `${time}-${slug}-${suffix}.eml`;
}

export function createMailSender(env: Env, now: () => Date = () => new Date()): MailSender {
  const from = env.MAIL_FROM;
  if (env.SMTP_URL) {
    const transport = nodemailer.createTransport({ url: env.SMTP_URL, ...SMTP_TIMEOUTS });
    return {
      kind: "smtp",
      async send(message) {
        const info = await transport.sendMail({ from, ...message });
        return { messageId: info.messageId };
      },
      close: () => transport.close(),
    };
  }

  const directory = mailDirectory(env);
  // Builds the whole message in memory instead of sending it; unix line ends so the file reads well everywhere.
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    kind: "file",
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      await mkdir(directory, { recursive: true });
      const file = path.join(directory, mailFileName(message.subject, now()));
      // "wx": never overwrite an earlier message, however unlikely the clash.
      await writeFile(file, info.message as Buffer, { flag: "wx" });
      return { messageId: info.messageId, file };
    },
    close: () => transport.close(),
  };
}

let current: MailSender | undefined;

/**
 * Replaces the process's sender (a test's own, or one made from another
 * environment); `null` forgets it, so that the next mail makes one from the
 * environment again. The replaced sender is not closed: its owner closes it.
 */
export function setMailSender(sender: MailSender | null): void {
  current = sender ?? undefined;
}

/** Sends one message; rejects when the mail server refuses it or the file cannot be written. */
export function sendMail(message: MailMessage): Promise<SentMail> {
  current ??= createMailSender(readEnv());
  return current.send(message);
}
