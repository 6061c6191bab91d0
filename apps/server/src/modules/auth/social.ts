/** Verifies Google and Apple ID tokens against the providers' published keys (jose). */
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { SocialPlatform } from '@lintel/shared';
import { AppError } from '../../platform/errors.ts';

const providers: Record<SocialPlatform, { jwksUrl: string; issuers: string[] }> = {
  google: { jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs', issuers: ['https://accounts.google.com', 'accounts.google.com'] },
  apple: { jwksUrl: 'https://appleid.apple.com/auth/keys', issuers: ['https://appleid.apple.com'] },
};

export interface SocialIdentity {
  subject: string;
  email: string;
  emailVerified: boolean;
  name: string | undefined;
}

export interface SocialVerifier {
  verify(provider: SocialPlatform, idToken: string): Promise<SocialIdentity>;
}

/**
 * Builds a verifier. `clientIds` are the expected audiences (GOOGLE_CLIENT_ID, APPLE_CLIENT_ID);
 * a provider without one answers 503. Throws AppError TOKEN_INVALID for a bad or foreign token.
 */
export function createSocialVerifier(
  clientIds: Partial<Record<SocialPlatform, string>>,
  keySets: Partial<Record<SocialPlatform, JWTVerifyGetKey>> = {},
): SocialVerifier {
  const cache = new Map<SocialPlatform, JWTVerifyGetKey>();
  const keysFor = (provider: SocialPlatform) => {
    const given = keySets[provider];
    if (given) return given;
    let keys = cache.get(provider);
    if (!keys) {
      keys = createRemoteJWKSet(new URL(providers[provider].jwksUrl));
      cache.set(provider, keys);
    }
    return keys;
  };
  return {
    async verify(provider, idToken) {
      const audience = clientIds[provider];
      if (!audience) throw new AppError('SERVICE_UNAVAILABLE', `Sign-in with ${provider} is not configured`);
      let payload;
      try {
        ({ payload } = await jwtVerify(idToken, keysFor(provider), {
          audience,
          issuer: providers[provider].issuers,
          algorithms: ['RS256', 'ES256'],
        }));
      } catch {
        throw new AppError('TOKEN_INVALID', `The ${provider} sign-in could not be verified`);
      }
      const email = typeof payload.email === 'string' ? payload.email.toLowerCase() : undefined;
      if (!payload.sub || !email) throw new AppError('TOKEN_INVALID', `The ${provider} account has no e-mail address`);
      const verified = payload.email_verified === true || payload.email_verified === 'true';
      return { subject: payload.sub, email, emailVerified: verified, name: typeof payload.name === 'string' ? payload.name : undefined };
    },
  };
}
