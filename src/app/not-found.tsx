import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import type { Metadata } from "next";
import Link from "next/link";

import { PageContainer } from "@/components/layout/page-container";
import { SearchForm } from "@/features/shell/search-form";

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
        <SearchForm />
      </Box>
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1.5, mt: 3 }}>
        <Button component={Link} href="/" variant="contained">
          Naar de homepage
        </Button>
        <Button component={Link} href="/productgroepen/" variant="outlined">
          Alle productgroepen
        </Button>
        <Button component={Link} href="/klantenservice/" variant="text">
          Klantenservice
        </Button>
      </Box>
    </PageContainer>
  );
}
