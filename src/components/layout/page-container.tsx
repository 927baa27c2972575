import Box, { type BoxProps } from "@mui/material/Box";

import { CONTENT_WIDTH, GUTTER } from "@/components/theme/layout";

/** The content column of §9: 1250 px wide at most, gutters of 10 px (xs) and 15 px (sm and up). */
export function PageContainer({ sx, ...props }: BoxProps) {
  return (
    <Box
      data-layout="content"
      sx={[{ maxWidth: CONTENT_WIDTH + 30, mx: "auto", px: { xs: GUTTER.xs, sm: GUTTER.sm }, width: "100%" }, ...(Array.isArray(sx) ? sx : [sx])]}
      {...props}
    />
  );
}
