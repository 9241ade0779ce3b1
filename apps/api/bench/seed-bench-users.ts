import type { Database } from '../src/db/database.ts';
import { DirectoryStore } from '../src/db/directory-store.ts';

/** The e-mail of bench user `n` (0-based). */
export const benchUserEmail = (n: number) => `bench.user${n}@contoso.example`;

/**
 * Stores 20 reports and `users` bench users, each assigned `reportsPerUser` of them (overlapping,
 * so report sets differ from user to user), as the API benches sign them in.
 */
export async function seedBenchUsers(db: Database, users: number, reportsPerUser: number): Promise<void> {
  const store = new DirectoryStore(db);
  const reportIds: string[] = [];
  for (let r = 0; r < 20; r += 1)
    reportIds.push((await store.upsertReport({ id: `bench-report-${r}`, name: `Ward ${r}` })).id);
  for (let u = 0; u < users; u += 1) {
    const email = benchUserEmail(u);
    await store.addUser(email, `Bench User ${u}`);
    await store.assignReports(
      email,
      Array.from({ length: reportsPerUser }, (_, i) => reportIds[(u + i) % reportIds.length]),
    );
  }
}
