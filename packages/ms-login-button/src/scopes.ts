/** The requested scopes with `user.read` added when missing (case-insensitive); never mutates the input. */
export function withUserRead(scopes: readonly string[] = []): string[] {
  return scopes.some((s) => s.toLowerCase() === 'user.read') ? [...scopes] : [...scopes, 'user.read'];
}
