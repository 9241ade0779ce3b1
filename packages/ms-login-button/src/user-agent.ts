/**
 * Whether the browser is Internet Explorer ("MSIE ", "Trident/") or legacy EdgeHTML Edge
 * ("Edge/"; Chromium Edge says "Edg/"), where popups lose their opener, so redirect is used.
 */
export function isLegacyMicrosoftBrowser(userAgent: string): boolean {
  return /MSIE |Trident\/|Edge\//.test(userAgent);
}
