import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  activityCompletionBody,
  activitiesListQuery,
  activityData,
  examplesListQuery,
  STAGES,
  inStage,
  stagesData,
  completionData,
  lessonCompletionData,
  errorEnvelope,
  lessonData,
  lessonsListQuery,
  moduleData,
  modulesListQuery,
  nextLessonQuery,
  paginatedEnvelope,
  successEnvelope,
  uuidParam,
  validationEnvelope,
} from '@dino/contract';
import { z } from 'zod';
import { requireSession } from '../accounts/session.ts';
import { learningPresenter, type ArtLookup } from './presenter.ts';
import { paginationOf } from '../../lib/pagination.ts';
import type { LearningService } from './service.ts';
import { bearer } from '../../lib/openapi.ts';
import type { SpokenUrl } from '../narration/spoken-urls.ts';

const readFailures = { 401: errorEnvelope, 404: errorEnvelope, 422: validationEnvelope };
const completeFailures = { ...readFailures, 403: errorEnvelope };

/** The learning calls of spec section 7: every one needs a signed-in user. */
export function learningRoutes(deps: {
  learning: LearningService;
  art: ArtLookup;
  spokenUrl: SpokenUrl;
}): FastifyPluginAsyncZod {
  const { learning, art, spokenUrl } = deps;
  const presenterFor = (request: { locale: Parameters<typeof learningPresenter>[0] }) =>
    learningPresenter(request.locale, art, spokenUrl);

  return async (app) => {
    app.get(
      '/dino/modules/list',
      {
        schema: {
          tags: ['learning'],
          summary: 'Modules of an organization, with the signed-in child’s progress',
          description:
            'A parent gets the curriculum’s order. A child gets the modules whose age band holds their age first (`fit: your_age`), in the curriculum’s order, then the others nearest to their age first (older before younger at the same distance, then the curriculum’s order), so every page of the list follows one order.',
          security: bearer,
          querystring: modulesListQuery,
          response: { 200: paginatedEnvelope(moduleData), ...readFailures },
        },
      },
      async (request) => {
        const session = requireSession(request);
        const { rows, total } = await learning.listModules(session, request.query);
        const present = presenterFor(request);
        return {
          success: true as const,
          data: rows.map(present.module),
          ...paginationOf(request.query, total),
        };
      },
    );

    app.get(
      '/dino/stages',
      {
        schema: {
          tags: ['learning'],
          summary: 'The learning path by age: each stage with its modules (progress for a child)',
          description:
            'Open to visitors. A module is in every stage its age band touches. With a child’s token, `lessons_completed` is that child’s.',
          querystring: examplesListQuery,
          response: { 200: successEnvelope(stagesData), 422: validationEnvelope },
        },
      },
      async (request) => {
        const { rows } = await learning.listAllModules(
          request.session,
          request.query.organization_id,
        );
        const modules = rows.map(presenterFor(request).module);
        return {
          success: true as const,
          data: {
            stages: STAGES.map((stage) => ({
              id: stage.id,
              ages: stage.ages,
              modules: modules.filter((module) => inStage(stage, module.ages)).map((m) => m.uuid),
            })),
            modules,
          },
        };
      },
    );

    app.get(
      '/dino/modules/:uuid',
      {
        schema: {
          tags: ['learning'],
          summary: 'One module',
          security: bearer,
          params: uuidParam,
          response: { 200: successEnvelope(moduleData), ...readFailures },
        },
      },
      async (request) => {
        const module = await learning.getModule(requireSession(request), request.params.uuid);
        return { success: true as const, data: presenterFor(request).module(module) };
      },
    );

    app.get(
      '/dino/lessons/list',
      {
        schema: {
          tags: ['learning'],
          summary:
            'Lessons of a module, in order, with `index`, `completed` and `locked` for the signed-in child',
          description:
            'A lesson whose `min_age` is at or below the child’s age is open at once; one above it opens once the lesson before it is completed; the first and a completed one are always open.',
          security: bearer,
          querystring: lessonsListQuery,
          response: { 200: paginatedEnvelope(lessonData), ...readFailures },
        },
      },
      async (request) => {
        const session = requireSession(request);
        const { rows, total } = await learning.listLessons(session, request.query);
        const present = presenterFor(request);
        return {
          success: true as const,
          data: rows.map(present.lesson),
          ...paginationOf(request.query, total),
        };
      },
    );

    app.get(
      '/dino/lessons/next',
      {
        schema: {
          tags: ['learning'],
          summary: 'The lesson “Play next” opens for the signed-in child',
          description:
            'The lesson the child was on (`after`, else the lesson of their latest completed activity) while it is not completed, else the first lesson after it in its module that is neither completed nor locked (spec section 4); then, in the child’s modules of their age beginning with the one after it, the first open lesson whose band holds their age; then any open lesson not completed, in the order of the child’s module list. `data` is null when nothing open is left, and for a parent.',
          security: bearer,
          querystring: nextLessonQuery,
          response: { 200: successEnvelope(lessonData.nullable()), ...readFailures },
        },
      },
      async (request) => {
        const lesson = await learning.nextLesson(requireSession(request), request.query);
        return { success: true as const, data: lesson && presenterFor(request).lesson(lesson) };
      },
    );

    app.get(
      '/dino/lessons/:uuid',
      {
        schema: {
          tags: ['learning'],
          summary: 'One lesson',
          security: bearer,
          params: uuidParam,
          response: { 200: successEnvelope(lessonData), ...readFailures },
        },
      },
      async (request) => {
        const lesson = await learning.getLesson(requireSession(request), request.params.uuid);
        return { success: true as const, data: presenterFor(request).lesson(lesson) };
      },
    );

    app.post(
      '/dino/lessons/complete/:uuid',
      {
        schema: {
          tags: ['learning'],
          summary: 'Mark a lesson completed (a child only)',
          description:
            '409 `conflict` while any activity of the lesson is not completed by the child. Repeating the call changes nothing and answers the same.',
          security: bearer,
          params: uuidParam,
          response: {
            200: successEnvelope(lessonCompletionData),
            ...completeFailures,
            409: errorEnvelope,
          },
        },
      },
      async (request) => {
        const total = await learning.completeLesson(requireSession(request), request.params.uuid);
        return { success: true as const, data: { total_scores: total, completed: true as const } };
      },
    );

    app.get(
      '/dino/activities/list',
      {
        schema: {
          tags: ['learning'],
          summary: 'Activities of a lesson, in order, with their content in the request’s language',
          security: bearer,
          querystring: activitiesListQuery,
          response: { 200: successEnvelope(z.array(activityData)), ...readFailures },
        },
      },
      async (request) => {
        const rows = await learning.listActivities(requireSession(request), request.query);
        return { success: true as const, data: rows.map(presenterFor(request).activity) };
      },
    );

    app.get(
      '/dino/examples/list',
      {
        schema: {
          tags: ['learning'],
          summary: 'Sample activities of every type, for visitors to try (no sign-in)',
          description:
            'The first activities of each type in curriculum order. Nothing a visitor does with them is stored; `completed` is always false.',
          querystring: examplesListQuery,
          response: { 200: successEnvelope(z.array(activityData)), 422: validationEnvelope },
        },
      },
      async (request) => {
        const rows = await learning.listExamples(request.query.organization_id);
        return { success: true as const, data: rows.map(presenterFor(request).activity) };
      },
    );

    app.post(
      '/dino/activities/complete/:uuid',
      {
        schema: {
          tags: ['learning'],
          summary: 'Mark an activity completed and add its points, exactly once (a child only)',
          description:
            'The first call stores the completion and adds what it earned in one transaction (all the points when `first_try` is true or not given, a third rounded up when it is false); any later or concurrent call adds nothing and answers the same total. The optional body tells the parent’s dashboard whether the first try was right and how long the activity took. 409 `conflict` while the activity’s lesson is `locked` for the child.',
          security: bearer,
          params: uuidParam,
          body: activityCompletionBody,
          response: {
            200: successEnvelope(completionData),
            ...completeFailures,
            409: errorEnvelope,
            422: validationEnvelope,
          },
        },
      },
      async (request) => {
        const { total, earned } = await learning.completeActivity(
          requireSession(request),
          request.params.uuid,
          request.body ?? {},
        );
        return {
          success: true as const,
          data: { total_scores: total, earned, completed: true as const },
        };
      },
    );

    app.get(
      '/dino/activities/:uuid',
      {
        schema: {
          tags: ['learning'],
          summary: 'One activity, with its lesson and module for breadcrumbs',
          security: bearer,
          params: uuidParam,
          response: { 200: successEnvelope(activityData), ...readFailures },
        },
      },
      async (request) => {
        const activity = await learning.getActivity(requireSession(request), request.params.uuid);
        return { success: true as const, data: presenterFor(request).activity(activity) };
      },
    );
  };
}
