import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  childPasswordBody,
  childPermissionsBody,
  childProgressData,
  childStageBody,
  errorEnvelope,
  idParam,
  messageEnvelope,
  passwordCheckBody,
  successEnvelope,
  translate,
  userSchema,
  validationEnvelope,
} from '@dino/contract';
import type { PresentUser } from '../accounts/presenter.ts';
import { requireSession } from '../accounts/session.ts';
import type { FamilyService } from './family.service.ts';
import { bearer } from '../../lib/openapi.ts';

const failures = {
  401: errorEnvelope,
  403: errorEnvelope,
  404: errorEnvelope,
  422: validationEnvelope,
  429: errorEnvelope,
};

/**
 * A parent's own children (issue 8): progress, what each may use, password and removal.
 * Another family's child answers 404 on every call, a child's session 403.
 */
export function familyRoutes(deps: {
  family: FamilyService;
  present: PresentUser;
}): FastifyPluginAsyncZod {
  const { family, present } = deps;
  return async (app) => {
    app.get(
      '/family/children/:id/progress',
      {
        schema: {
          tags: ['family'],
          summary: 'One child’s progress for their parent’s dashboard',
          description:
            'Weeks start on Monday (UTC). Time counts activities completed and games finished.',
          security: bearer,
          params: idParam,
          response: { 200: successEnvelope(childProgressData), ...failures },
        },
      },
      async (request) => ({
        success: true as const,
        data: await family.progress(requireSession(request), request.params.id, request.locale),
      }),
    );

    app.put(
      '/family/children/:id/permissions',
      {
        schema: {
          tags: ['family'],
          summary: 'Switch games and videos on or off for a child (the shop is never shown)',
          security: bearer,
          params: idParam,
          body: childPermissionsBody,
          response: { 200: successEnvelope(userSchema), ...failures },
        },
      },
      async (request) => {
        const child = await family.setPermissions(
          requireSession(request),
          request.params.id,
          request.body,
        );
        return {
          success: true as const,
          message: translate(request.locale, 'success.child_permissions', {
            name: child.first_name,
          }),
          data: present(child),
        };
      },
    );

    app.put(
      '/family/children/:id/stage',
      {
        schema: {
          tags: ['family'],
          summary:
            "Move a child up or down from their age's stage (-2 to 2; 0 is their age's), and their path with it",
          security: bearer,
          params: idParam,
          body: childStageBody,
          response: { 200: successEnvelope(userSchema), ...failures },
        },
      },
      async (request) => {
        const child = await family.setStage(
          requireSession(request),
          request.params.id,
          request.body.shift,
        );
        return {
          success: true as const,
          message: translate(request.locale, 'success.child_stage', { name: child.first_name }),
          data: present(child),
        };
      },
    );

    app.put(
      '/family/children/:id/password',
      {
        schema: {
          tags: ['family'],
          summary: 'Give a child a new password; every session of theirs ends',
          description: "Asks the parent's own password as `current_password`.",
          security: bearer,
          params: idParam,
          body: childPasswordBody,
          response: { 200: messageEnvelope, ...failures },
        },
      },
      async (request) => {
        const child = await family.setPassword(
          requireSession(request),
          request.params.id,
          request.body,
        );
        return {
          success: true as const,
          message: translate(request.locale, 'success.child_password', { name: child.first_name }),
        };
      },
    );

    app.delete(
      '/family/children/:id',
      {
        schema: {
          tags: ['family'],
          summary: 'Delete a child with everything stored about them',
          description:
            'Asks the parent’s password. Scores, completions, stickers, game plays, sessions and the picture are deleted, not hidden.',
          security: bearer,
          params: idParam,
          body: passwordCheckBody,
          response: { 200: messageEnvelope, ...failures },
        },
      },
      async (request) => {
        const child = await family.remove(
          requireSession(request),
          request.params.id,
          request.body.password,
        );
        return {
          success: true as const,
          message: translate(request.locale, 'success.child_removed', { name: child.first_name }),
        };
      },
    );
  };
}
