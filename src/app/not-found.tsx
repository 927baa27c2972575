import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import type { Metadata } from "next";

import { PageContainer } from "@/components/layout/page-container";
import { SearchForm } from "@/features/shell/search-form";
import { ButtonLink } from "@/components/links";

export const metadata: Metadata = { title: "Pagina niet gevonden", robots: { index: false } };

export default function NotFound() {
  return (
    <PageContainer sx={{ py: { xs: 4, md: 8 }, maxWidth: 720 }}>
      <Typography component="h1" variant="h1">
        Deze pagina bestaat niet (meer)
      </Typography>
      <Typography sx={{ mt: 1.5, color: "text.secondary" }}>
        Misschien is het product uit ons assortiment of klopt de link niet. Zoek het apparaat dat je zoekt, of kies hieronder een productgroep.
      </Typography>
      <Box sx={{ display: "flex", mt: 3, maxWidth: 560 }}>
        <SearchForm id="not-found-search" label="Zoek het apparaat dat je zocht" />
      </Box>
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1.5, mt: 3 }}>
        <ButtonLink href="/" variant="contained">
          Naar de homepage
        </ButtonLink>
        <ButtonLink href="/productgroepen/" variant="outlined">
          Alle productgroepen
        </ButtonLink>
        <ButtonLink href="/klantenservice/" variant="text">
          Klantenservice
        </ButtonLink>
      </Box>
    </PageContainer>
  );
}
