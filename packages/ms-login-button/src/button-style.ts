/** react-microsoft-login's themes: light or dark, `_short` for the short "Sign in" text. */
export type MicrosoftLoginButtonTheme = 'light' | 'dark' | 'light_short' | 'dark_short';

/** Emphasis: `primary` is Microsoft's branded button, `secondary` a quieter fill, `primary_outlined` a transparent outline. */
export type MicrosoftLoginButtonVariant = 'primary' | 'secondary' | 'primary_outlined';

// Background, border and text colour, for light primary, secondary, primary_outlined, then the same
// for dark. Primary follows Microsoft's sign-in branding (light: #fff, #8c8c8c border, #5e5e5e text;
// dark: #2f2f2f, white text); every pair keeps text contrast at 4.5:1 or more on its own background
// (outlined: on white / #2f2f2f pages).
// (Marked pure, so a bundle without the button drops it.)
export const COLORS = /* @__PURE__ */ (
  '#fff #8c8c8c #5e5e5e #f3f3f3 #f3f3f3 #262626 #0000 #5e5e5e #5e5e5e ' +
  '#2f2f2f #2f2f2f #fff #4a4a4a #4a4a4a #fff #0000 #fff #fff'
).split(' ');
