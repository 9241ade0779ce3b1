/**
 * The known key a misspelt one most likely meant: the same word in other case
 * (`filterpaneEnabled` → `filterPaneEnabled`), or a few typing slips away, or undefined.
 */
export function suggestKey(key: string, known: readonly string[]): string | undefined {
  const lower = key.toLowerCase();
  const sameWord = known.find((candidate) => candidate.toLowerCase() === lower);
  if (sameWord !== undefined) return sameWord;
  // One slip in a short key, two in a longer one: more would match unrelated words.
  const allowed = key.length < 6 ? 1 : 2;
  let best: string | undefined;
  let bestDistance = allowed + 1;
  for (const candidate of known) {
    const distance = editDistance(lower, candidate.toLowerCase());
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

// Optimal string alignment distance: insertions, deletions, substitutions and swaps of two neighbours.
function editDistance(a: string, b: string): number {
  const rows: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let distance = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        distance = Math.min(distance, rows[i - 2][j - 2] + 1);
      }
      rows[i][j] = distance;
    }
  }
  return rows[a.length][b.length];
}
