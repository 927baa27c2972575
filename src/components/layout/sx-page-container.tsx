import Box, { type BoxProps } from "@mui/material/Box";

import { CONTENT_WIDTH, GUTTER } from "@/components/theme/layout";

/** The content column (PageContainer) for pages that lay it out with MUI's `sx`: the order and payment pages and the front page's hero. */
export function SxPageContainer({ sx, component, ...props }: BoxProps) {
  return (
    <Box
      data-layout="content"
      component={component ?? "div"}
      sx={[{ maxWidth: CONTENT_WIDTH + 30, mx: "auto", px: { xs: GUTTER.xs, sm: GUTTER.sm }, width: "100%" }, ...(Array.isArray(sx) ? sx : [sx])]}
      {...props}
    />
  );
}
