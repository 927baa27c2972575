import type { HTMLAttributes } from "react";

import shared from "./shared.module.css";

/**
 * The content column of §9: 1250 px wide at most, gutters of 10 px (xs) and 15 px
 * (sm and up). Plain markup with a class, no MUI: the catalogue pages import it,
 * and whatever a page's server components import, its first load downloads
 * (SxPageContainer is the variant with `sx`).
 */
export function PageContainer({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div data-layout="content" className={className ? `${shared.container} ${className}` : shared.container} {...props} />;
}
