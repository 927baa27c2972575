import Box from "@mui/material/Box";
import Divider from "@mui/material/Divider";
import Typography from "@mui/material/Typography";

import { PageContainer } from "@/components/layout/page-container";
import { CUSTOMER_SERVICE_HOURS, CUSTOMER_SERVICE_LINKS, CUSTOMER_SERVICE_PHONE, CUSTOMER_SERVICE_TEL, PICK_UP_POINT, SHOP_HOURS, SITE_NAME } from "@/config/site";
import { describeSchedule, openingStatus, type WeekSchedule } from "@/domain/opening-hours";

import { ColorModeChoice } from "./color-mode-toggle";
import { BoxLink } from "@/components/links";

function StatusLine({ schedule, now, what }: { schedule: WeekSchedule; now: Date; what: string }) {
  const status = openingStatus(schedule, now);
  const text = status.open
    ? `${what} is nu open, tot ${status.closesAt}`
    : status.nextOpening
      ? `${what} is nu gesloten, ${status.nextOpening.day} open vanaf ${status.nextOpening.time}`
      : `${what} is gesloten`;
  return (
    <Box sx={{ display: "flex", alignItems: "center", gap: 1, fontWeight: 600 }} data-testid="opening-status">
      <Box component="span" aria-hidden sx={{ width: 10, height: 10, borderRadius: "50%", bgcolor: status.open ? "secondary.main" : "warning.main", flexShrink: 0 }} />
      {text}
    </Box>
  );
}

function HoursTable({ schedule, caption }: { schedule: WeekSchedule; caption: string }) {
  return (
    <Box component="table" sx={{ borderCollapse: "collapse", mt: 1, "& td": { py: 0.25, pr: 2 } }}>
      <Box component="caption" sx={{ textAlign: "left", color: "text.secondary", fontSize: 14, pb: 0.5 }}>
        {caption}
      </Box>
      <tbody>
        {describeSchedule(schedule).map((row) => (
          <tr key={row.days}>
            <td>{row.days}</td>
            <td>{row.hours}</td>
          </tr>
        ))}
      </tbody>
    </Box>
  );
}

const linkSx = { color: "text.primary", textDecoration: "none", "&:hover": { textDecoration: "underline", color: "primary.main" } } as const;

/** The footer: customer service (open right now?), the shop's hours, the service pages. */
export function SiteFooter({ now }: { now: Date }) {
  return (
    <Box component="footer" sx={{ mt: 6, bgcolor: "background.paper", borderTop: "1px solid", borderColor: "divider" }}>
      <PageContainer sx={{ py: 4, display: "grid", gap: 4, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr", md: "repeat(4, minmax(0, 1fr))" } }}>
        <Box component="section" aria-labelledby="footer-service">
          <Typography id="footer-service" component="h2" variant="h3" gutterBottom>
            Klantenservice
          </Typography>
          <StatusLine schedule={CUSTOMER_SERVICE_HOURS} now={now} what="De klantenservice" />
          <Box component="p" sx={{ my: 1 }}>
            Bel <Box component="a" href={`tel:${CUSTOMER_SERVICE_TEL}`} sx={linkSx}>{CUSTOMER_SERVICE_PHONE}</Box>
          </Box>
          <HoursTable schedule={CUSTOMER_SERVICE_HOURS} caption="Openingstijden klantenservice" />
        </Box>
        <Box component="section" aria-labelledby="footer-help">
          <Typography id="footer-help" component="h2" variant="h3" gutterBottom>
            Hulp bij je bestelling
          </Typography>
          <Box component="ul" sx={{ listStyle: "none", p: 0, m: 0, "& li": { py: 0.4 } }}>
            {CUSTOMER_SERVICE_LINKS.map((link) => (
              <li key={link.href}>
                <BoxLink href={link.href} sx={linkSx}>
                  {link.label}
                </BoxLink>
              </li>
            ))}
          </Box>
        </Box>
        <Box component="section" aria-labelledby="footer-shop">
          <Typography id="footer-shop" component="h2" variant="h3" gutterBottom>
            {PICK_UP_POINT.name}
          </Typography>
          <StatusLine schedule={SHOP_HOURS} now={now} what="De winkel" />
          <Box component="address" sx={{ fontStyle: "normal", my: 1 }}>
            {PICK_UP_POINT.street}
            <br />
            {PICK_UP_POINT.postalCode} {PICK_UP_POINT.city}
          </Box>
          <HoursTable schedule={SHOP_HOURS} caption="Openingstijden winkel en afhalen" />
        </Box>
        <Box component="section" aria-labelledby="footer-more">
          <Typography id="footer-more" component="h2" variant="h3" gutterBottom>
            Meer {SITE_NAME}
          </Typography>
          <Box component="ul" sx={{ listStyle: "none", p: 0, m: 0, "& li": { py: 0.4 } }}>
            {[
              { href: "/productgroepen/", label: "Alle productgroepen" },
              { href: "/merken/", label: "Alle merken" },
              { href: "/aanbiedingen/", label: "Aanbiedingen" },
              { href: "/afhaalcentrum/", label: "Afhaalcentrum" },
            ].map((link) => (
              <li key={link.href}>
                <BoxLink href={link.href} sx={linkSx}>
                  {link.label}
                </BoxLink>
              </li>
            ))}
          </Box>
          <Typography component="h3" variant="body2" sx={{ mt: 2, mb: 1, color: "text.secondary" }}>
            Weergave
          </Typography>
          <ColorModeChoice />
        </Box>
      </PageContainer>
      <Divider />
      <PageContainer sx={{ py: 2, color: "text.secondary", fontSize: 14, display: "flex", flexWrap: "wrap", gap: 2, justifyContent: "space-between" }}>
        <span>© {now.getFullYear()} {SITE_NAME}. Alle prijzen zijn inclusief btw.</span>
        <span>iDEAL · Bancontact · Creditcard · Overboeking · Pinnen bij bezorging of afhalen</span>
      </PageContainer>
    </Box>
  );
}
