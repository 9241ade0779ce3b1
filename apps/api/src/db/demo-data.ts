import demo from '../demo-accounts.json' with { type: 'json' };

// ../demo-accounts.json is the one list of the demo's people and dashboards: the seed below, the
// accounts the mounted local identity offers (../http/local-demo-accounts.ts), the banner of
// scripts/local-stack.mjs and the table in the root README (checked by scripts/demo-accounts.test.ts).

/** Medical demo dashboards; the ids are what `@org/fake-frame` receives as `reportId`. */
export const DEMO_REPORTS: readonly { id: string; name: string }[] = demo.reports;

function reportId(name: string): string {
  const report = DEMO_REPORTS.find((r) => r.name === name);
  if (!report) throw new Error(`demo-accounts.json: a seeded user sees "${name}", which is no demo report`);
  return report.id;
}

/**
 * Demo people stored in the database: Adele sees the five dashboards, Alex a subset, Diego the
 * hospital estate's 240 (which @org/fake-frame serves with one report), Former Staff is disabled
 * (login answers 400 USER_NOT_FOUND). The expired-token account has no row: POST /login
 * refuses its token before any lookup.
 */
export const DEMO_USERS: readonly { email: string; displayName: string; disabled: boolean; reports: string[] }[] =
  demo.accounts.flatMap((account) =>
    'seed' in account && account.seed
      ? [
          {
            email: account.username,
            displayName: account.name,
            disabled: account.seed.disabled,
            reports: account.seed.reports.map(reportId),
          },
        ]
      : [],
  );
