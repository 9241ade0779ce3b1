import { SignJWT } from 'jose';
import type { ReportRecord } from '../db/directory-store.ts';
import type {
  EmbeddableReport,
  EmbedTokenProvider,
  EmbedTokenSubject,
  IssuedEmbedToken,
} from './embed-token-provider.ts';
import type { LocalSigningKey } from './local-signing-key.ts';

export interface LocalEmbedOptions {
  /** Origin of `@org/fake-frame`; also the `aud` of the tokens. */
  reportOrigin: string;
  tokenTtlSeconds: number;
  /** `iss` of the tokens. */
  issuer: string;
  key: LocalSigningKey;
  now?: () => number;
}

/**
 * Embeds reports from the local report host: URLs shaped like Power BI's
 * (`/reportEmbed?reportId=…`) and ES256 embed tokens listing the reports they open.
 */
export function createLocalEmbedProvider(options: LocalEmbedOptions): EmbedTokenProvider {
  const now = options.now ?? Date.now;
  return {
    kind: 'local',
    // A new signing key (one is made at each start without LOCAL_EMBED_PRIVATE_KEY) makes the
    // cached tokens unverifiable: they must not be served.
    cacheScope: `${options.key.publicJwk.kid}\n${options.reportOrigin}\n${options.issuer}`,
    // As Power BI's GenerateToken (at most 50 reports a call): an estate of hundreds gets a few
    // tokens, not one listing every report, repeated in each of its entries of GET /dashboards.
    maxReportsPerToken: 50,
    async resolveReports(assigned: readonly ReportRecord[]): Promise<EmbeddableReport[]> {
      return assigned.map((report) => ({
        id: report.id,
        name: report.name,
        url: `${options.reportOrigin}/reportEmbed?reportId=${encodeURIComponent(report.id)}`,
        datasetId: report.datasetId,
      }));
    },
    async generateToken(subject: EmbedTokenSubject, reports: readonly EmbeddableReport[]): Promise<IssuedEmbedToken> {
      const iat = Math.floor(now() / 1000);
      const exp = iat + options.tokenTtlSeconds;
      const token = await new SignJWT({
        email: subject.email,
        name: subject.displayName,
        reportIds: reports.map((r) => r.id),
      })
        .setProtectedHeader({ alg: 'ES256', typ: 'JWT', kid: options.key.publicJwk.kid })
        .setIssuer(options.issuer)
        .setAudience(options.reportOrigin)
        .setSubject(subject.id)
        .setIssuedAt(iat)
        .setExpirationTime(exp)
        .sign(options.key.privateKey);
      return { token, expiresAt: exp * 1000 };
    },
  };
}
