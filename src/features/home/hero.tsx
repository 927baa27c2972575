import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";

import { SxPageContainer } from "@/components/layout/sx-page-container";
import { ButtonLink } from "@/components/links";
import type { HeroBlock } from "@/schemas/front-content";

/** The front page's hero, as the shop wrote it in the block `home.hero`. */
export function Hero({ hero }: { hero: HeroBlock }) {
  const [primary, secondary] = hero.buttons;
  return (
    <Box component="section" aria-labelledby="hero-title" sx={{ bgcolor: "primary.light", borderBottom: "1px solid", borderColor: "divider" }}>
      <SxPageContainer sx={{ display: "grid", gridTemplateColumns: { xs: "minmax(0, 1fr)", md: "minmax(0, 1.1fr) minmax(0, 1fr)" }, alignItems: "center", gap: 3, py: { xs: 3, md: 5 } }}>
        <Box>
          <Typography id="hero-title" component="h1" sx={{ fontSize: { xs: "1.75rem", md: "2.5rem" }, fontWeight: 800, lineHeight: 1.15, letterSpacing: "-0.02em" }}>
            {hero.heading}
          </Typography>
          {hero.text ? <Typography sx={{ mt: 1.5, fontSize: { xs: "1rem", md: "1.15rem" }, color: "text.secondary", maxWidth: 560 }}>{hero.text}</Typography> : null}
          <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1.5, mt: 3 }}>
            {primary ? (
              <ButtonLink href={primary.link} variant="contained" size="large" color="primary">
                {primary.label}
              </ButtonLink>
            ) : null}
            {secondary ? (
              <ButtonLink href={secondary.link} variant="outlined" size="large" color="primary" sx={{ bgcolor: "background.paper" }}>
                {secondary.label}
              </ButtonLink>
            ) : null}
          </Box>
        </Box>
        {hero.images.length > 0 ? (
          <Box sx={{ display: { xs: "none", sm: "grid" }, gridTemplateColumns: `repeat(${hero.images.length}, minmax(0, 1fr))`, gap: 1.5, alignItems: "end" }}>
            {hero.images.map((image, index) => (
              <Box
                key={`${image.src}-${index}`}
                component="img"
                src={image.src}
                alt={image.alt}
                aria-hidden={image.alt === "" ? true : undefined}
                width={400}
                height={400}
                sx={{ width: "100%", height: "auto", aspectRatio: "1", objectFit: "cover", borderRadius: 3, boxShadow: 2, transform: hero.images.length === 3 && index === 1 ? "translateY(-12px)" : undefined }}
              />
            ))}
          </Box>
        ) : null}
      </SxPageContainer>
    </Box>
  );
}
