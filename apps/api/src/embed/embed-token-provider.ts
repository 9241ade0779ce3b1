import type { ReportRecord } from '../db/directory-store.ts';

/** A report ready for the viewer: `url` is what the embed client loads in its frame. */
export interface EmbeddableReport {
  id: string;
  name: string;
  url: string;
  datasetId: string | null;
}

/** Whom an embed token is for; row-level security uses the e-mail as the effective identity. */
export interface EmbedTokenSubject {
  id: string;
  email: string;
  displayName: string;
}

export interface IssuedEmbedToken {
  token: string;
  /** Epoch milliseconds. */
  expiresAt: number;
}

/** Where reports and embed tokens come from: Power BI, or the local report host. */
export interface EmbedTokenProvider {
  readonly kind: 'local' | 'powerbi';
  /**
   * What else a token depends on (e.g. the key that signs it): part of the shared cache's key,
   * so a token made under other settings is not served after they change.
   */
  readonly cacheScope?: string;
  /** How many reports one token may cover (Power BI's GenerateToken takes at most 50). */
  readonly maxReportsPerToken: number;
  /** Turns the reports assigned in the database into embeddable ones; unknown ones are left out. */
  resolveReports(assigned: readonly ReportRecord[]): Promise<EmbeddableReport[]>;
  /** Mints one token that opens every report given. */
  generateToken(subject: EmbedTokenSubject, reports: readonly EmbeddableReport[]): Promise<IssuedEmbedToken>;
}
