import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  acceptTermsBody,
  errorEnvelope,
  messageEnvelope,
  parentSettingsBody,
  passwordCheckBody,
  successEnvelope,
  translate,
  userSchema,
  validationEnvelope,
} from '@dino/contract';
import type { PresentUser } from '../accounts/presenter.ts';
import { requireSession } from '../accounts/session.ts';
import type { PrivacyService } from './privacy.service.ts';
import { bearer } from '../../lib/openapi.ts';

const failures = {
  401: errorEnvelope,
  403: errorEnvelope,
  409: errorEnvelope,
  422: validationEnvelope,
  429: errorEnvelope,
};

/** A parent's data rights (issue 8): settings and consent, export, deletion. */
export function privacyRoutes(deps: {
  privacy: PrivacyService;
  present: PresentUser;
}): FastifyPluginAsyncZod {
  const { privacy, present } = deps;
  return async (app) => {
    app.put(
      '/privacy/settings',
      {
        schema: {
          tags: ['privacy'],
          summary: 'Save the weekly progress mail choice and the cookie choice with the account',
          description:
            'The weekly mail is off until switched on; the first one comes 7 days later. The cookie choice follows the parent to a new device when they sign in.',
          security: bearer,
          body: parentSettingsBody,
          response: { 200: successEnvelope(userSchema), ...failures },
        },
      },
      async (request) => ({
        success: true as const,
        message: translate(request.locale, 'success.settings_saved'),
        data: present(await privacy.settings(requireSession(request), request.body)),
      }),
    );

    app.post(
      '/privacy/terms',
      {
        schema: {
          tags: ['privacy'],
          summary: 'Agree to the terms and the privacy policy in force',
          description:
            '`version` is `settings.terms.current_version` of the user object; an older one answers 409.',
          security: bearer,
          body: acceptTermsBody,
          response: { 200: successEnvelope(userSchema), ...failures },
        },
      },
      async (request) => ({
        success: true as const,
        message: translate(request.locale, 'success.terms_accepted'),
        data: present(await privacy.acceptTerms(requireSession(request), request.body.version)),
      }),
    );

    app.post(
      '/privacy/export',
      {
        schema: {
          tags: ['privacy'],
          summary: 'Download everything stored about the family (zip: data.json and avatars)',
          description:
            'Asks the parent’s password. Answers `application/zip` as an attachment. At most 5 an hour.',
          security: bearer,
          body: passwordCheckBody,
          response: failures,
        },
      },
      async (request, reply) => {
        const archive = await privacy.exportArchive(requireSession(request), request.body.password);
        const day = new Date().toISOString().slice(0, 10);
        return (
          reply
            .header('content-type', 'application/zip')
            .header('content-disposition', `attachment; filename="dino-data-${day}.zip"`)
            // A Buffer goes out as it is: Fastify serializes only objects, so no schema applies.
            .send(Buffer.from(archive) as never)
        );
      },
    );

    app.delete(
      '/privacy/account',
      {
        schema: {
          tags: ['privacy'],
          summary: 'Delete the account with every child, for real; a receipt is mailed',
          description:
            'Asks the parent’s password. Orders stay without name, phone or address; a pending order is cancelled; an order on its way answers 409 until it arrives.',
          security: bearer,
          body: passwordCheckBody,
          response: { 200: messageEnvelope, ...failures },
        },
      },
      async (request) => {
        await privacy.deleteAccount(requireSession(request), request.body.password);
        return {
          success: true as const,
          message: translate(request.locale, 'success.account_deleted'),
        };
      },
    );
  };
}
