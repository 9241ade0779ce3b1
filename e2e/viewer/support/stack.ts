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

/** The accounts the local identity offers, and what each one leads to. */
export const ACCOUNTS = {
  /** Sees all five dashboards. */
  adele: 'adele.vance@contoso.example',
  /** Sees three: Emergency Department Wait Times, Patient Admissions, Pharmacy Inventory. */
  alex: 'alex.wilber@contoso.example',
  /** Disabled in the API: POST /login answers 400 → 'USER NOT FOUND'. */
  formerStaff: 'former.staff@contoso.example',
  /** Signs in with an ID token that expired an hour ago: POST /login answers 403 → 'TOKEN EXPIRED'. */
  tokenExpired: 'token.expired@contoso.example',
} as const;

/** The seeded dashboards (apps/api/src/db/demo-data.ts): report ids the fake frame receives. */
export const REPORTS = {
  patientAdmissions: { id: '3f1c2a9e-5b7d-4e21-9a0c-1d2e3f4a5b61', name: 'Patient Admissions' },
  bedOccupancy: { id: '7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c02', name: 'Bed Occupancy' },
  emergencyWaitTimes: { id: 'b2c3d4e5-f607-4819-a2b3-c4d5e6f70803', name: 'Emergency Department Wait Times' },
  labTurnaround: { id: 'c4d5e6f7-0819-4a2b-b3c4-d5e6f7081904', name: 'Lab Turnaround' },
  pharmacyInventory: { id: 'd6e7f809-1a2b-4c3d-8e4f-5a6b7c8d9e05', name: 'Pharmacy Inventory' },
} as const;
