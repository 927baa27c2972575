import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";

import { BoxLink } from "@/components/links";
import type { ListBlock } from "@/schemas/front-content";

import { CONTENT_ICONS } from "./content-icons";

/** The promotions of `home.promotions`: a row of cards, each wholly a link. */
export function Promotions({ block }: { block: ListBlock }) {
  return (
    <Box component="section" aria-labelledby="promotions-title">
      <Typography id="promotions-title" component="h2" variant="h2" sx={{ mb: 2 }}>
        {block.heading}
      </Typography>
      <Box component="ul" sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", md: "repeat(3, minmax(0, 1fr))" }, gap: 2, listStyle: "none", p: 0, m: 0 }}>
        {block.items.map(({ icon, title, text, link }, index) => {
          const Icon = icon ? CONTENT_ICONS[icon] : null;
          return (
            <Box component="li" key={`${title}-${index}`}>
              <BoxLink
                href={link}
                data-focus-ring="around"
                sx={{ display: "flex", gap: 1.5, height: "100%", p: 2.5, borderRadius: 2, bgcolor: "secondary.main", color: "secondary.contrastText", textDecoration: "none", "&:hover": { bgcolor: "secondary.dark" } }}
              >
                {Icon ? <Icon aria-hidden sx={{ fontSize: 36, flexShrink: 0 }} /> : null}
                <Box component="span" sx={{ display: "block" }}>
                  <Box component="span" sx={{ display: "block", fontWeight: 800, fontSize: "1.125rem" }}>
                    {title}
                  </Box>
                  {text ? (
                    <Box component="span" sx={{ display: "block", mt: 0.5, fontSize: "0.9375rem" }}>
                      {text}
                    </Box>
                  ) : null}
                </Box>
              </BoxLink>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
