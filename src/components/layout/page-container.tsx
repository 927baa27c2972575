import Box, { type BoxProps } from "@mui/material/Box";
import type { HTMLAttributes } from "react";

import { CONTENT_WIDTH, GUTTER } from "@/components/theme/layout";

import shared from "./shared.module.css";

/**
 * The content column of §9: 1250 px wide at most, gutters of 10 px (xs) and 15 px
 * (sm and up). Plain markup with a class unless a page adds `sx` or another
 * element: most pages do not, and the class costs no style work per request.
 */
export function PageContainer({ sx, component, className, ...props }: BoxProps) {
  if (sx === undefined && component === undefined) {
    return <div data-layout="content" className={className ? `${shared.container} ${className}` : shared.container} {...(props as HTMLAttributes<HTMLDivElement>)} />;
  }
  return (
    <Box
      data-layout="content"
      component={component ?? "div"}
      className={className}
      sx={[{ maxWidth: CONTENT_WIDTH + 30, mx: "auto", px: { xs: GUTTER.xs, sm: GUTTER.sm }, width: "100%" }, ...(Array.isArray(sx) ? sx : [sx])]}
      {...props}
    />
  );
}
