/**
 * Appends `name=value` to `url` as the reference does: `&` when the URL has a `?` past its first
 * character, else `?`, and no encoding (the frame reads these parameters verbatim).
 */
export function addParamToUrl(url: string, name: string, value: string): string {
  return url + (url.indexOf('?') > 0 ? '&' : '?') + name + '=' + value;
}

/** The value of `name=` in an embed URL (`reportId`, `groupId`, …), or undefined. */
export function paramFromUrl(url: string, name: string): string | undefined {
  return url.match(new RegExp(name + '="?([^&]+)"?'))?.[1];
}

/** True for paginated (RDL) report URLs, which refuse most report APIs. */
export function isRdlEmbed(url: string | undefined): boolean {
  return !!url && url.toLowerCase().includes('/rdlembed?');
}

/** True when the URL asks the frame to sign in by itself, which embedding with a token forbids. */
export function hasAutoAuth(url: string | undefined): boolean {
  if (!url) return false;
  let decoded = url;
  // A malformed escape is not an auto-auth URL; the reference threw a URIError here instead.
  try {
    decoded = decodeURIComponent(url);
  } catch {
    // keep the raw URL
  }
  return decoded.toLowerCase().includes('autoauth=true');
}
