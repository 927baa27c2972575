/** Layout of the specification's §9: content 1250 px wide, gutters 10 px (xs) and 15 px (sm and up). */
export const CONTENT_WIDTH = 1250;
export const GUTTER = { xs: "10px", sm: "15px" } as const;
export const BREAKPOINTS = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } as const;
/** Height of the bottom menu on xs and sm, kept free at the end of every page. */
export const BOTTOM_MENU_HEIGHT = 64;
