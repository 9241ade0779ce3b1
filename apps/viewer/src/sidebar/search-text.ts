/**
 * `text` as the sidebar's filter and type-ahead compare it: lower case, accents dropped ('Évry' →
 * 'evry'), so a person finds a name however they type its letters.
 */
export function searchText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}
