/** Spec §9: the drawer is 240 px wide. */
export const DRAWER_WIDTH = 240;
/** The top bar: 64 px on phones, 72 px from the small breakpoint up. */
export const HEADER_HEIGHT = { xs: 64, sm: 72 } as const;
/** Spec §2/§9: on wide screens (≥ lg) the content starts 102 px down, clear of the top bar. */
export const WIDE_CONTENT_OFFSET = 102;
export const DRAWER_ID = 'dashboard-drawer';
