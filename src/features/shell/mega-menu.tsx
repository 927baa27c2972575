import KeyboardArrowDownIcon from "@mui/icons-material/KeyboardArrowDown";
import Box from "@mui/material/Box";

import { PageContainer } from "@/components/layout/page-container";
import type { Navigation } from "@/domain/catalogue/navigation";
import { BoxLink } from "@/components/links";

/**
 * The main menu on md and up: the three hubs, each opening a panel with its
 * categories on hover or keyboard focus. Pure CSS, so it costs no JavaScript and
 * works before hydration; on xs and sm it is not shown (the drawer takes over).
 */
export function MegaMenu({ navigation }: { navigation: Navigation }) {
  return (
    <Box
      component="nav"
      aria-label="Hoofdmenu"
      sx={{ display: { xs: "none", md: "block" }, bgcolor: "background.paper", borderBottom: "1px solid", borderColor: "divider", position: "relative", zIndex: 20 }}
    >
      <PageContainer>
        <Box component="ul" sx={{ display: "flex", gap: 0.5, listStyle: "none", m: 0, p: 0 }}>
          {navigation.hubs.map((hub) => (
            <Box
              component="li"
              key={hub.slug}
              sx={{
                "& > [data-panel]": { display: "none" },
                "&:hover > [data-panel], &:focus-within > [data-panel]": { display: "block" },
                "&:hover > a, &:focus-within > a": { color: "primary.main", boxShadow: "inset 0 -3px 0 currentColor" },
              }}
            >
              <BoxLink
               
                href={hub.url}
                sx={{ display: "inline-flex", alignItems: "center", gap: 0.25, px: 1.5, py: 1.25, fontWeight: 600, color: "text.primary", textDecoration: "none" }}
              >
                {hub.name}
                <KeyboardArrowDownIcon fontSize="small" aria-hidden />
              </BoxLink>
              <Box
                data-panel
                sx={{ position: "absolute", left: 0, right: 0, top: "100%", bgcolor: "background.paper", borderTop: "1px solid", borderBottom: "1px solid", borderColor: "divider", boxShadow: 6 }}
              >
                <PageContainer sx={{ py: 3, display: "grid", gridTemplateColumns: "1fr 3fr", gap: 4 }}>
                  <Box>
                    <BoxLink href={hub.url} sx={{ fontWeight: 700, fontSize: "1.1rem", color: "primary.main" }}>
                      Alles in {hub.name}
                    </BoxLink>
                    <Box component="p" sx={{ color: "text.secondary", mt: 1 }}>
                      {hub.description}
                    </Box>
                  </Box>
                  <Box component="ul" sx={{ listStyle: "none", m: 0, p: 0, columns: 3, columnGap: 4 }}>
                    {hub.categories.map((category) => (
                      <Box component="li" key={category.slug} sx={{ breakInside: "avoid", py: 0.5 }}>
                        <BoxLink href={category.url} sx={{ color: "text.primary", textDecoration: "none", "&:hover": { color: "primary.main", textDecoration: "underline" } }}>
                          {category.name}
                        </BoxLink>
                      </Box>
                    ))}
                  </Box>
                </PageContainer>
              </Box>
            </Box>
          ))}
          <Box component="li">
            <BoxLink href="/merken/" sx={{ display: "inline-flex", px: 1.5, py: 1.25, fontWeight: 600, color: "text.primary", textDecoration: "none", "&:hover": { color: "primary.main" } }}>
              Merken
            </BoxLink>
          </Box>
          <Box component="li">
            <BoxLink href="/aanbiedingen/" sx={{ display: "inline-flex", px: 1.5, py: 1.25, fontWeight: 600, color: "warning.main", textDecoration: "none" }}>
              Aanbiedingen
            </BoxLink>
          </Box>
          <Box component="li" sx={{ ml: "auto" }}>
            <BoxLink href="/klantenservice/" sx={{ display: "inline-flex", px: 1.5, py: 1.25, color: "text.secondary", textDecoration: "none", "&:hover": { color: "primary.main" } }}>
              Klantenservice
            </BoxLink>
          </Box>
        </Box>
      </PageContainer>
    </Box>
  );
}
