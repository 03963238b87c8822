import type { FastifySchemaCompiler } from 'fastify';
import type { FastifyRouteSchemaDef } from 'fastify/types/schema.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  emailBody,
  errorEnvelope,
  idParam,
  loginBody,
  loginData,
  messageEnvelope,
  parentIdParam,
  registerBody,
  registerData,
  resetCheckBody,
  resetPasswordBody,
  secureAccountData,
  successEnvelope,
  translate,
  type Locale,
  type MessageKey,
  updateBody,
  userSchema,
  validationEnvelope,
  verifiedEmailData,
  verifyEmailBody,
} from '@dino/contract';
import { setTimeout } from 'node:timers/promises';
import { z } from 'zod';
import { loginDelayMs, type LoginDelay } from '../../config.ts';
import { ValidationError } from '../../lib/http-error.ts';
import type { RateLimits } from '../../plugins/rate-limits.ts';
import { validatorCompiler } from '../../plugins/validation.ts';
import { parseOr422, readForm } from '../../lib/form.ts';
import type { PresentUser } from './presenter.ts';
import { requireSession } from './session.ts';
import type { AccountsService } from './service.ts';
import { bearer } from '../../lib/openapi.ts';

const failures = {
  401: errorEnvelope,
  403: errorEnvelope,
  422: validationEnvelope,
  429: errorEnvelope,
};

/** The success envelope of calls whose whole answer is a message. */
const done = (locale: Locale, key: MessageKey) => ({
  success: true as const,
  message: translate(locale, key),
});

/** Multipart bodies are read and validated in the handler; the schema documents them. */
const formValidator: FastifySchemaCompiler<unknown> = (route) =>
  route.httpPart === 'body'
    ? (data) => ({ value: data })
    : validatorCompiler(route as FastifyRouteSchemaDef<z.ZodType>);

export function accountsRoutes(deps: {
  accounts: AccountsService;
  rateLimits: RateLimits;
  present: PresentUser;
  loginDelay: LoginDelay;
}): FastifyPluginAsyncZod {
  const { accounts, rateLimits, present, loginDelay } = deps;

  return async (app) => {
    app.post(
      '/auth/register',
      {
        validatorCompiler: formValidator,
        schema: {
          tags: ['accounts'],
          summary: 'Register a parent, or (as a signed-in verified parent) a child',
          description:
            'multipart/form-data (or JSON) with an optional `avatar` file: jpg, png or gif, at most 2 MB; or, instead, `avatar_art`: one of the drawn dinosaurs.',
          consumes: ['multipart/form-data', 'application/json'],
          body: registerBody,
          response: { 201: successEnvelope(registerData), ...failures },
        },
      },
      async (request, reply) => {
        await rateLimits.hit([['registerIp', request.ip]]);
        const form = await readForm(request, ['avatar']);
        const input = parseOr422(registerBody, form.fields, request.locale);
        const user = await accounts.register(
          input,
          form.files.avatar,
          request.session,
          request.locale,
        );
        const message = input.type === 'child' ? 'success.child_registered' : 'success.registered';
        return reply.code(201).send({
          success: true,
          message: translate(request.locale, message),
          data: { user: present(user) },
        });
      },
    );

    app.post(
      '/auth/login',
      {
        schema: {
          tags: ['accounts'],
          summary: 'Sign in; `remember` keeps the token for 7 days instead of 1',
          body: loginBody,
          response: { 200: successEnvelope(loginData), ...failures },
        },
      },
      async (request) => {
        const { email } = request.body;
        const client = `${email}|${request.ip}`;
        // Failures alone count, and only this client's against this account can stop it: a
        // stranger's wrong guesses slow the account down but never lock its owner out.
        await rateLimits.check([
          ['loginIp', request.ip],
          ['loginClient', client],
        ]);
        await setTimeout(loginDelayMs(await rateLimits.used('loginAccount', email), loginDelay));
        const { token, user } = await accounts
          .login(request.body, request.locale)
          .catch(async (error: unknown) => {
            if (error instanceof ValidationError) {
              await rateLimits.hit([
                ['loginIp', request.ip],
                ['loginClient', client],
                ['loginAccount', email],
              ]);
            }
            throw error;
          });
        await rateLimits.reset('loginClient', client);
        return {
          success: true as const,
          message: translate(request.locale, 'success.logged_in'),
          data: { token, user: present(user) },
        };
      },
    );

    app.post(
      '/auth/logout',
      {
        schema: {
          tags: ['accounts'],
          summary: 'Revoke the token that made the call',
          security: bearer,
          response: { 200: messageEnvelope, 401: errorEnvelope },
        },
      },
      async (request) => {
        await accounts.logout(requireSession(request));
        return done(request.locale, 'success.logged_out');
      },
    );

    app.post(
      '/auth/user-data',
      {
        schema: {
          tags: ['accounts'],
          summary: 'The signed-in user with total scores',
          security: bearer,
          response: { 200: successEnvelope(userSchema), 401: errorEnvelope },
        },
      },
      async (request) => ({ success: true as const, data: present(requireSession(request).user) }),
    );

    app.get(
      '/auth/get-children/:parentId',
      {
        schema: {
          tags: ['accounts'],
          summary: "A parent's children; only that parent may ask",
          security: bearer,
          params: parentIdParam,
          response: { 200: successEnvelope(z.array(userSchema)), ...failures },
        },
      },
      async (request) => {
        const children = await accounts.children(requireSession(request), request.params.parentId);
        return { success: true as const, data: children.map(present) };
      },
    );

    app.route({
      method: ['POST', 'PUT'],
      url: '/auth/update/:id',
      validatorCompiler: formValidator,
      schema: {
        tags: ['accounts'],
        summary: "Update oneself or one's child (multipart, `_method=PUT` on POST)",
        description:
          "Changing a parent's email makes it unverified and sends a new verification mail. A new `avatar` file or `avatar_art` replaces the picture before it, and an uploaded one is deleted.",
        consumes: ['multipart/form-data', 'application/json'],
        security: bearer,
        params: idParam,
        body: updateBody,
        response: { 200: successEnvelope(userSchema), ...failures },
      },
      handler: async (request) => {
        const session = requireSession(request);
        const form = await readForm(request, ['avatar']);
        const input = parseOr422(updateBody, form.fields, request.locale);
        const { user, reverify } = await accounts.update(
          session,
          request.params.id,
          input,
          form.files.avatar,
        );
        const message = reverify ? 'success.updated_reverify' : 'success.updated';
        return {
          success: true as const,
          message: translate(request.locale, message),
          data: present(user),
        };
      },
    });

    app.post(
      '/auth/email/verify',
      {
        schema: {
          tags: ['accounts'],
          summary: 'Confirm an email address with the token from the verification link',
          description:
            'Called by the web page /{lang}/verify-email. A second call with the same link succeeds again.',
          body: verifyEmailBody,
          response: { 200: successEnvelope(verifiedEmailData), 422: validationEnvelope },
        },
      },
      async (request) => ({
        ...done(request.locale, 'success.email_verified'),
        data: await accounts.verifyEmail(request.body.token),
      }),
    );

    /** Both mail a link, and answer the same whether or not the address exists. */
    const mailingRoute = (
      url: string,
      summary: string,
      send: (body: { email: string }, locale: Locale) => Promise<void>,
      message: MessageKey,
    ) =>
      app.post(
        url,
        {
          schema: {
            tags: ['accounts'],
            summary,
            body: emailBody,
            response: { 200: messageEnvelope, 422: validationEnvelope, 429: errorEnvelope },
          },
        },
        async (request) => {
          await rateLimits.hit([
            ['mailIp', request.ip],
            ['mailEmail', request.body.email],
          ]);
          // The mail speaks the language of the page that asked for it, and links back to it.
          await send(request.body, request.locale);
          return done(request.locale, message);
        },
      );

    mailingRoute(
      '/auth/email/verification-notification',
      'Send the verification mail again; same answer for every address',
      (body, locale) => accounts.resendVerification(body, locale),
      'success.verification_sent',
    );
    mailingRoute(
      '/auth/reset-password/forgot',
      'Mail a password reset link (valid 60 minutes, once); same answer for every address',
      (body, locale) => accounts.forgotPassword(body, locale),
      'success.reset_sent',
    );

    /**
     * Checking and using a reset link share one budget: only failed links count, by client, so
     * junk tokens from elsewhere never block the real one, and checking guesses no faster.
     */
    const withResetLimits = async (
      request: { ip: string; body: { email: string } },
      use: () => Promise<void>,
    ) => {
      const hits = [
        ['resetIp', request.ip],
        ['resetClient', `${request.body.email}|${request.ip}`],
      ] as const;
      await rateLimits.check(hits);
      await use().catch(async (error: unknown) => {
        if (error instanceof ValidationError && 'token' in error.fields) {
          await rateLimits.hit(hits);
        }
        throw error;
      });
    };

    app.post(
      '/auth/reset-password/check',
      {
        schema: {
          tags: ['accounts'],
          summary: 'Whether a reset link can still be used; does not use it up',
          description:
            'Called by the page /{lang}/reset-password as it opens. A wrong, used or expired token and an unknown address get the same 422 as `auth/reset-password/update` gives.',
          body: resetCheckBody,
          response: { 200: messageEnvelope, 422: validationEnvelope, 429: errorEnvelope },
        },
      },
      async (request) => {
        await withResetLimits(request, () => accounts.checkReset(request.body));
        return done(request.locale, 'success.reset_link_valid');
      },
    );

    app.post(
      '/auth/reset-password/update',
      {
        schema: {
          tags: ['accounts'],
          summary: 'Set a new password with the token from the reset link; ends every session',
          body: resetPasswordBody,
          response: { 200: messageEnvelope, 422: validationEnvelope, 429: errorEnvelope },
        },
      },
      async (request) => {
        await withResetLimits(request, () => accounts.resetPassword(request.body));
        return done(request.locale, 'success.password_updated');
      },
    );

    app.post(
      '/auth/account/secure',
      {
        schema: {
          tags: ['accounts'],
          summary: '"It was not me": undo an email or password change with the mailed link',
          description:
            'The link goes to the old address when an email or password changes and works for 7 days, once. It restores that address, ends every session and answers a password reset token (valid 60 minutes) for choosing a new password.',
          body: verifyEmailBody,
          response: { 200: successEnvelope(secureAccountData), ...failures },
        },
      },
      async (request) => {
        await rateLimits.check([['recoveryIp', request.ip]]);
        const { email, token } = await accounts
          .secureAccount(request.body.token)
          .catch(async (error: unknown) => {
            if (error instanceof ValidationError)
              await rateLimits.hit([['recoveryIp', request.ip]]);
            throw error;
          });
        return {
          success: true as const,
          message: translate(request.locale, 'success.account_secured'),
          data: { email, token },
        };
      },
    );
  };
}
