import InitColorSchemeScript from "@mui/material/InitColorSchemeScript";
import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";

import "@/components/theme/baseline.css";
import "@/components/theme/theme-variables.css";

import { CartRoot } from "@/components/cart/cart-root";
import { ConsentManager } from "@/components/consent/consent-manager";
import { ConsentSettingsButton } from "@/components/consent/consent-settings-button";
import { ErrorReporter } from "@/components/logging/error-reporter";
import { scriptNonce } from "@/components/security/script-nonce";
import { ZodWithoutEval } from "@/components/security/zod-without-eval";
import { FollowDeviceScheme } from "@/components/theme/follow-device-scheme";
import { HEADER_COLORS } from "@/components/theme/header-colors";
import { SwrRoot } from "@/components/swr-root";
import { configuredAnalyticsTag } from "@/config/analytics";
import { isTestPaymentProvider, readEnv } from "@/config/env";
import { SITE_DESCRIPTION, SITE_NAME, SITE_TAGLINE } from "@/config/site";
import { NewsletterFooterBlock } from "@/features/newsletter/newsletter-pages";
import { BottomMenu } from "@/features/shell/bottom-menu";
import { PromisesBar } from "@/features/shell/promises-bar";
import { SiteFooter } from "@/features/shell/site-footer";
import { SiteHeader } from "@/features/shell/site-header";
import shell from "@/features/shell/shell.module.css";
import { MessageBar } from "@/features/shell/message-bar";
import { TestShopBand } from "@/features/shell/test-shop-band";
import { MailLinkNotice } from "@/features/staff/mail-link-notice";
import { PreviewNotice } from "@/features/staff/preview-notice";
import { StaffBar } from "@/features/staff/staff-bar";
import { shareUntil } from "@/host/page-cache/share-publicly";
import { getNavigation } from "@/server/catalogue/get-navigation";
import { contentVersionForPage } from "@/server/content/content-version-for-page";
import { shellMessages } from "@/server/front-content/page-content";
import { mailLinkHostMismatchOfPage } from "@/server/http/mail-link-host-of-page";
import { currentStaff } from "@/server/staff/current-staff";

// Every page reads the live catalogue and the clock (is customer service open?),
// so pages render per request; the catalogue reads are cached in memory instead.
export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: { default: `${SITE_NAME} | ${SITE_TAGLINE}`, template: `%s | ${SITE_NAME}` },
  description: SITE_DESCRIPTION,
  applicationName: SITE_NAME,
  formatDetection: { telephone: false },
};

export const viewport: Viewport = {
  width: "device-width",
  initialScale: 1,
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: HEADER_COLORS.light },
    { media: "(prefers-color-scheme: dark)", color: HEADER_COLORS.dark },
  ],
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  // Consent is asked only when there is something to consent to: a configured tag (decisions §7).
  const analyticsTag = configuredAnalyticsTag();
  const [navigation, staff, nonce, contentVersion] = await Promise.all([getNavigation(), currentStaff(), scriptNonce(), contentVersionForPage()]);
  // Issue 23: the shop's messages (drafts for staff in preview); a shared copy of any page ends when one's period starts or ends.
  const { messages, nextChange } = await shellMessages(contentVersion, new Date());
  shareUntil(nextChange);
  // Staff are told when mail links would not reach the customer (their pages are never shared).
  const mailLinkMismatch = staff ? await mailLinkHostMismatchOfPage() : null;
  return (
    <html lang="nl" suppressHydrationWarning>
      <head>
        {/* Applies the stored colour mode before the body exists: no frame, not even the first, in the wrong colours.
            Inline, so it runs only with this request's nonce (Content-Security-Policy, host/security-headers.ts). */}
        <InitColorSchemeScript attribute="class" nonce={nonce} />
        <FollowDeviceScheme nonce={nonce} />
        <ZodWithoutEval nonce={nonce} />
      </head>
      <body>
        <SwrRoot>
          <CartRoot>
            <a href="#inhoud" className={shell.skipLink}>
              Naar de inhoud
            </a>
            {/* Early in the document, so the keyboard reaches it first; it stands at the bottom of the screen. */}
            {analyticsTag ? <ConsentManager tag={analyticsTag} /> : null}
            {isTestPaymentProvider(readEnv()) ? <TestShopBand /> : null}
            {staff ? <StaffBar staff={staff} /> : null}
            {mailLinkMismatch ? <MailLinkNotice mismatch={mailLinkMismatch} /> : null}
            {contentVersion === "draft" ? <PreviewNotice /> : null}
            <SiteHeader navigation={navigation} />
            <MessageBar messages={messages} />
            <PromisesBar />
            <main id="inhoud" tabIndex={-1} className={shell.main}>
              {children}
            </main>
            <SiteFooter now={new Date()} band={<NewsletterFooterBlock />} cookieSettings={analyticsTag ? <ConsentSettingsButton className={shell.footerLink} /> : null} />
            <div aria-hidden className={shell.bottomMenuSpace} />
            <BottomMenu />
            <ErrorReporter />
          </CartRoot>
        </SwrRoot>
      </body>
    </html>
  );
}
