import { readFileSync } from 'node:fs';

/**
 * Where the e2e stack runs (playwright.config.ts starts it with scripts/local-stack.mjs) and how
 * it is set up. Ports of their own, so the demo (`npm start`: 5173/3001/5175) can run alongside;
 * E2E_VIEWER_PORT, E2E_API_PORT and E2E_FRAME_PORT move them (two test runs at once need two sets).
 */
export const VIEWER_PORT = Number(process.env.E2E_VIEWER_PORT) || 4273;
export const API_PORT = Number(process.env.E2E_API_PORT) || 4201;
export const FRAME_PORT = Number(process.env.E2E_FRAME_PORT) || 4275;

/** The viewer (production build, vite preview); also the tests' baseURL. */
export const VIEWER_URL = `http://127.0.0.1:${VIEWER_PORT}`;
/** The API, with the local identity stand-in and Graph's /v1.0/me mounted. */
export const API_URL = `http://127.0.0.1:${API_PORT}`;
/** @org/fake-frame: another site than the viewer (localhost vs 127.0.0.1), like app.powerbi.com. */
export const FRAME_ORIGIN = `http://localhost:${FRAME_PORT}`;

/**
 * Lifetime of the embed tokens the test stack's API issues. Short, so the token-refresh test sees
 * a renewal within a test (the viewer renews at half the remaining lifetime; the API hands out a
 * new token from half the lifetime on). The fake frame verifies tokens and reports TokenExpired
 * when one runs out, so a page that failed to renew would show it.
 */
export const EMBED_TOKEN_TTL_SECONDS = 40;

// The demo's accounts and reports have one source, which the API seeds and the local identity offers.
interface DemoData {
  reports: { id: string; name: string }[];
  accounts: { username: string }[];
}
const demo = JSON.parse(
  readFileSync(new URL('../../../apps/api/src/demo-accounts.json', import.meta.url), 'utf8'),
) as DemoData;

function account(username: string): string {
  if (!demo.accounts.some((a) => a.username === username)) {
    throw new Error(`apps/api/src/demo-accounts.json has no account ${username}, which the e2e tests sign in as`);
  }
  return username;
}

function report(name: string): { id: string; name: string } {
  const found = demo.reports.find((r) => r.name === name);
  if (!found) throw new Error(`apps/api/src/demo-accounts.json has no report "${name}", which the e2e tests open`);
  return { id: found.id, name: found.name };
}

/** The accounts the local identity offers, and what each one leads to. */
export const ACCOUNTS = {
  /** Sees all five dashboards. */
  adele: account('adele.vance@contoso.example'),
  /** Sees three: Emergency Department Wait Times, Patient Admissions, Pharmacy Inventory. */
  alex: account('alex.wilber@contoso.example'),
  /** Sees the hospital estate's 240 dashboards (all opening the fake frame's one Service Overview report). */
  diego: account('diego.siciliani@contoso.example'),
  /** Disabled in the API: POST /login answers 400 → 'USER NOT FOUND'. */
  formerStaff: account('former.staff@contoso.example'),
  /** Signs in with an ID token that expired an hour ago: POST /login answers 403 → 'TOKEN EXPIRED'. */
  tokenExpired: account('token.expired@contoso.example'),
};

/** The seeded dashboards: the report ids the fake frame receives. */
export const REPORTS = {
  patientAdmissions: report('Patient Admissions'),
  bedOccupancy: report('Bed Occupancy'),
  emergencyWaitTimes: report('Emergency Department Wait Times'),
  labTurnaround: report('Lab Turnaround'),
  pharmacyInventory: report('Pharmacy Inventory'),
};
