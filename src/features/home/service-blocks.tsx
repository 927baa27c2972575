import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";

import { BoxLink } from "@/components/links";
import type { ListBlock } from "@/schemas/front-content";

import { CONTENT_ICONS } from "./content-icons";

/** The tiles of `home.tiles` ("Wij regelen de rest"): the shop's services, each a link. */
export function ServiceBlocks({ block }: { block: ListBlock }) {
  return (
    <Box component="section" aria-labelledby="services-title">
      <Typography id="services-title" component="h2" variant="h2" sx={{ mb: 2 }}>
        {block.heading}
      </Typography>
      <Box component="ul" sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", sm: "repeat(2, minmax(0, 1fr))", md: "repeat(4, minmax(0, 1fr))" }, gap: 2, listStyle: "none", p: 0, m: 0 }}>
        {block.items.map(({ icon, title, text, link }, index) => {
          const Icon = icon ? CONTENT_ICONS[icon] : null;
          return (
            <Box component="li" key={`${title}-${index}`} sx={{ display: "flex", gap: 1.5, p: 2, bgcolor: "background.paper", border: "1px solid", borderColor: "divider", borderRadius: 2 }}>
              {Icon ? <Icon aria-hidden sx={{ color: "secondary.main", fontSize: 32 }} /> : null}
              <Box>
                <Typography component="h3" sx={{ fontWeight: 700 }}>
                  <BoxLink href={link} sx={{ color: "text.primary", "&:hover": { color: "primary.main" } }}>
                    {title}
                  </BoxLink>
                </Typography>
                {text ? (
                  <Typography variant="body2" sx={{ color: "text.secondary", mt: 0.5 }}>
                    {text}
                  </Typography>
                ) : null}
              </Box>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
