import { MicrosoftLoginError } from './login-error.ts';

/** The Graph profile fields `GET /v1.0/me` returns by default. */
export interface GraphUser {
  id?: string;
  displayName?: string | null;
  givenName?: string | null;
  surname?: string | null;
  mail?: string | null;
  userPrincipalName?: string | null;
  jobTitle?: string | null;
  mobilePhone?: string | null;
  officeLocation?: string | null;
  preferredLanguage?: string | null;
  businessPhones?: string[];
  [field: string]: unknown;
}

/** Reads the signed-in user's directory profile with the Graph access token (Graph at `https://graph.microsoft.com` by default). */
export async function fetchProfile(graphBaseUrl: string | undefined, accessToken: string): Promise<GraphUser> {
  const response = await fetch(`${graphBaseUrl ?? 'https://graph.microsoft.com'}/v1.0/me`, {
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  if (!response.ok) {
    throw new MicrosoftLoginError(
      'PROFILE_REQUEST_FAILED',
      `GET /v1.0/me answered ${response.status}, expected 200`,
      response.status,
    );
  }
  return response.json() as Promise<GraphUser>;
}
