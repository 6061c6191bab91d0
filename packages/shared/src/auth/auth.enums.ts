/** Roles, sign-up steps and social platforms (spec points 1, 3 and 6). */
export const roles = ['homeOwner', 'serviceProvider', 'propertyManager', 'tenant'] as const;
export type Role = (typeof roles)[number];

/** Spec point 1: an unauthenticated sign-up is a homeOwner unless another role is chosen. */
export const DEFAULT_ROLE: Role = 'homeOwner';

export const roleLabels: Record<Role, string> = {
  homeOwner: 'Homeowner',
  serviceProvider: 'Service provider',
  propertyManager: 'Property manager / landlord',
  tenant: 'Tenant',
};

/** Roles a person may pick for themselves at sign-up; tenant comes only from an invitation. */
export const selfServiceRoles = ['homeOwner', 'serviceProvider', 'propertyManager'] as const;

/** Sign-up steps (spec point 3 "signup step (role, form)"), then done. */
export const signupSteps = ['role', 'form', 'done'] as const;
export type SignupStep = (typeof signupSteps)[number];

export const socialPlatforms = ['google', 'apple'] as const;
export type SocialPlatform = (typeof socialPlatforms)[number];

/** Local-storage keys of the two tokens (spec point 9). */
export const ACCESS_TOKEN_KEY = 'lintel.accessToken';
export const REFRESH_TOKEN_KEY = 'lintel.refreshToken';

/** Invitation types for POST /users/invite-user/{userId}?type= */
export const invitationTypes = ['tenant', 'serviceProvider', 'propertyManager'] as const;
export type InvitationType = (typeof invitationTypes)[number];
