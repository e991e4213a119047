/**
 * Tables that fit a 390 px phone without scrolling sideways: the cells' padding shrinks on a
 * phone, and a column whose content another cell also says gives its room to the others.
 */

/** A column shown from the `sm` breakpoint up; on a phone another cell says what it held. */
export const ON_WIDER_SCREENS = { display: { xs: "none", sm: "table-cell" } } as const;

/** Shown on a phone only: what a column hidden there held, said inside another cell. */
export const ON_PHONE_ONLY = { display: { sm: "none" } } as const;

/** Cells with half their padding on a phone (MUI's 16 px each side took a fifth of the width). */
export const COMPACT_ON_PHONE = { "& th, & td": { px: { xs: 0.5, sm: 2 } } } as const;
