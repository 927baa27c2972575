import ArrowForwardIcon from "@mui/icons-material/ArrowForward";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";

import type { NavigationHub } from "@/domain/catalogue/navigation";
import { BoxLink } from "@/components/links";

/** The three hubs with their first categories. */
export function HubTiles({ hubs }: { hubs: NavigationHub[] }) {
  return (
    <Box component="section" aria-labelledby="hubs-title">
      <Typography id="hubs-title" component="h2" variant="h2" sx={{ mb: 2 }}>
        Waar ben je naar op zoek?
      </Typography>
      <Box component="ul" sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", md: "repeat(3, minmax(0, 1fr))" }, gap: 2, listStyle: "none", p: 0, m: 0 }}>
        {hubs.map((hub) => (
          <Box component="li" key={hub.slug} sx={{ bgcolor: "background.paper", border: "1px solid", borderColor: "divider", borderRadius: 2, p: 2.5, display: "flex", flexDirection: "column" }}>
            <Typography component="h3" variant="h3">
              <BoxLink href={hub.url} sx={{ color: "text.primary", textDecoration: "none", "&:hover": { color: "primary.main" } }}>
                {hub.name}
              </BoxLink>
            </Typography>
            <Typography variant="body2" sx={{ color: "text.secondary", mt: 0.5, mb: 1.5 }}>
              {hub.description}
            </Typography>
            <Box component="ul" sx={{ listStyle: "none", p: 0, m: 0, display: "flex", flexWrap: "wrap", gap: 1 }}>
              {hub.categories.slice(0, 6).map((category) => (
                <li key={category.slug}>
                  <BoxLink
                   
                    href={category.url}
                    sx={{ display: "inline-block", px: 1.25, py: 0.5, borderRadius: 5, bgcolor: "primary.light", color: "primary.dark", textDecoration: "none", fontSize: 14, fontWeight: 600, "&:hover": { textDecoration: "underline" } }}
                  >
                    {category.name}
                  </BoxLink>
                </li>
              ))}
            </Box>
            <BoxLink href={hub.url} sx={{ mt: "auto", pt: 2, display: "inline-flex", alignItems: "center", gap: 0.5, fontWeight: 600, color: "primary.main" }}>
              Alles in {hub.name.toLowerCase()} <ArrowForwardIcon fontSize="small" aria-hidden />
            </BoxLink>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
