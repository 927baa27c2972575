import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";

import { SxPageContainer } from "@/components/layout/sx-page-container";
import { ButtonLink } from "@/components/links";

const HERO_APPLIANCES = ["wasmachine", "koelkast", "fornuis"] as const;

export function Hero() {
  return (
    <Box component="section" aria-labelledby="hero-title" sx={{ bgcolor: "primary.light", borderBottom: "1px solid", borderColor: "divider" }}>
      <SxPageContainer sx={{ display: "grid", gridTemplateColumns: { xs: "minmax(0, 1fr)", md: "minmax(0, 1.1fr) minmax(0, 1fr)" }, alignItems: "center", gap: 3, py: { xs: 3, md: 5 } }}>
        <Box>
          <Typography id="hero-title" component="h1" sx={{ fontSize: { xs: "1.75rem", md: "2.5rem" }, fontWeight: 800, lineHeight: 1.15, letterSpacing: "-0.02em" }}>
            Je nieuwe wasmachine, koelkast of oven: morgen in huis en aangesloten
          </Typography>
          <Typography sx={{ mt: 1.5, fontSize: { xs: "1rem", md: "1.15rem" }, color: "text.secondary", maxWidth: 560 }}>
            Kies je bezorgdag, laat hem installeren en neem je oude apparaat mee terug. Of haal hem vandaag nog op in Zoeterwoude.
          </Typography>
          <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1.5, mt: 3 }}>
            <ButtonLink href="/aanbiedingen/" variant="contained" size="large" color="primary">
              Bekijk de aanbiedingen
            </ButtonLink>
            <ButtonLink href="/productgroepen/" variant="outlined" size="large" color="primary" sx={{ bgcolor: "background.paper" }}>
              Alle productgroepen
            </ButtonLink>
          </Box>
        </Box>
        <Box aria-hidden sx={{ display: { xs: "none", sm: "grid" }, gridTemplateColumns: "repeat(3, minmax(0, 1fr))", gap: 1.5, alignItems: "end" }}>
          {HERO_APPLIANCES.map((type, index) => (
            <Box
              key={type}
              component="img"
              src={`/afbeeldingen/soort/${type}.svg`}
              alt=""
              width={400}
              height={400}
              sx={{ width: "100%", height: "auto", borderRadius: 3, boxShadow: 2, transform: index === 1 ? "translateY(-12px)" : undefined }}
            />
          ))}
        </Box>
      </SxPageContainer>
    </Box>
  );
}
