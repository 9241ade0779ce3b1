/**
 * The 'lg' breakpoint (spec §1 §9): 1024 CSS pixels wide. A tablet in landscape (1024×768) reaches
 * it, the same tablet in portrait (768×1024) does not.
 */
const LG_MIN_WIDTH_PX = 1024;

/** Media query that matches at 'lg' and above. */
export const LG_MEDIA_QUERY = `(min-width: ${LG_MIN_WIDTH_PX}px)`;
