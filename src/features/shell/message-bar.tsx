/**
 * The shop's site-wide messages (issue 23: "Op Koningsdag zijn we gesloten"),
 * under the header of every page during their period. Server-rendered without
 * MUI; the text is rich text that went through the sanitiser (`SafeHtml`).
 */
import { RichText } from "@/components/content/rich-text";
import { IntentLink } from "@/components/intent-link";
import type { SafeHtml } from "@/domain/content/publication";

import { SHELL_MESSAGES_LABEL } from "./copy";
import styles from "./message-bar.module.css";

export interface ShellMessage {
  messageId: number;
  html: SafeHtml;
  tone: "info" | "warning";
  link: { label: string; href: string } | null;
}

export function MessageBar({ messages }: { messages: readonly ShellMessage[] }) {
  if (messages.length === 0) return null;
  return (
    <section aria-label={SHELL_MESSAGES_LABEL} className={styles.messages}>
      {messages.map((message) => (
        <div key={message.messageId} className={`${styles.message} ${message.tone === "warning" ? styles.warning : styles.info}`} data-message-id={message.messageId}>
          <RichText html={message.html} className={styles.text} />
          {message.link ? (
            <IntentLink href={message.link.href} className={styles.link}>
              {message.link.label}
            </IntentLink>
          ) : null}
        </div>
      ))}
    </section>
  );
}
