import type { Database } from './database.ts';
import { DEMO_REPORTS, DEMO_USERS } from './demo-data.ts';
import { STARTUP_LOCK_KEY } from './migrate.ts';

/** Fills an empty database with the demo users and dashboards; does nothing once any user exists. */
export async function seedDemoData(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Two instances starting together must not both seed.
    await tx.query('select pg_advisory_xact_lock($1)', [STARTUP_LOCK_KEY]);
    const [{ count }] = await tx.query<{ count: number }>('select count(*)::int as count from users');
    if (count > 0) return false;
    for (const report of DEMO_REPORTS) {
      await tx.query('insert into reports (id, name) values ($1, $2) on conflict (id) do nothing', [
        report.id,
        report.name,
      ]);
    }
    for (const user of DEMO_USERS) {
      const [{ id }] = await tx.query<{ id: string }>(
        'insert into users (email, display_name, disabled) values ($1, $2, $3) returning id',
        [user.email, user.displayName, user.disabled],
      );
      for (const reportId of user.reports) {
        await tx.query('insert into user_reports (user_id, report_id) values ($1, $2)', [id, reportId]);
      }
    }
    return true;
  });
}
