/** The OpenAPI document's one security scheme: a signed-in call carries a bearer token. */
export const securitySchemes = { bearerAuth: { type: 'http', scheme: 'bearer' } } as const;

/** A route's `security` when it needs the bearer token. */
export const bearer = [{ bearerAuth: [] }];
