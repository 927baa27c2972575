import type { ReactNode } from "react";

import { MuiTheme } from "@/components/theme/mui-theme";

/** These pages are built from MUI components: they get MUI's theme (the catalogue pages do without). */
export default function MuiLayout({ children }: { children: ReactNode }) {
  return <MuiTheme>{children}</MuiTheme>;
}
