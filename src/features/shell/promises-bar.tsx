import CheckIcon from "@mui/icons-material/Check";
import Box from "@mui/material/Box";

import { PageContainer } from "@/components/layout/page-container";
import { PROMISES, RATINGS } from "@/config/site";
import { formatNumber } from "@/domain/format";

/** The shop's promises (§1) under the header: one line on small screens, all four from md. */
export function PromisesBar() {
  const ratings = RATINGS.map((rating) => `${rating.site} ${formatNumber(rating.score, 1)}`).join(" · ");
  return (
    <Box component="section" aria-label="Onze beloftes" sx={{ bgcolor: "background.paper", borderBottom: "1px solid", borderColor: "divider", fontSize: 14 }}>
      <PageContainer
        component="ul"
        sx={{ display: "flex", justifyContent: "space-between", gap: 2, listStyle: "none", my: 0, py: 0.75, overflow: "hidden" }}
      >
        {PROMISES.map((promise, index) => (
          <Box
            component="li"
            key={promise.key}
            sx={{
              display: { xs: index === 0 ? "flex" : "none", sm: index < 2 ? "flex" : "none", md: "flex" },
              alignItems: "center",
              gap: 0.75,
              whiteSpace: "nowrap",
            }}
          >
            <CheckIcon aria-hidden sx={{ fontSize: 18, color: "secondary.main" }} />
            <span>
              <strong>{promise.title}</strong>
              {promise.key === "ratings" ? <Box component="span" sx={{ color: "text.secondary" }}> ({ratings})</Box> : null}
            </span>
          </Box>
        ))}
      </PageContainer>
    </Box>
  );
}
