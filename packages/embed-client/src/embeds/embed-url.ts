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

/**
 * True when the URL asks the frame to sign in by itself, which embedding with a token forbids.
 * Throws `decodeURIComponent`'s URIError for a malformed escape, as the reference does.
 */
export function hasAutoAuth(url: string | undefined): boolean {
  return !!url && decodeURIComponent(url).toLowerCase().includes('autoauth=true');
}
