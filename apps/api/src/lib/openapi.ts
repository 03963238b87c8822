import { PARENT_SESSION_COOKIE } from '@dino/contract';

/**
 * The OpenAPI document's security schemes: a signed-in call carries a bearer token; the way
 * back from "play as" is the HttpOnly cookie that auth/child-session sets.
 */
export const securitySchemes = {
  bearerAuth: { type: 'http', scheme: 'bearer' },
  parentSession: { type: 'apiKey', in: 'cookie', name: PARENT_SESSION_COOKIE },
} as const;

/** A route's `security` when it needs the bearer token. */
export const bearer = [{ bearerAuth: [] }];

/** The cookie alone, or together with the child's bearer token. */
export const wayBack = [{ parentSession: [] }];
export const bearerAndWayBack = [{ bearerAuth: [], parentSession: [] }];
