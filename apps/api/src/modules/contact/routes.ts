import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CONTACT_NUMBERS,
  contactBody,
  errorEnvelope,
  messageEnvelope,
  translate,
  validationEnvelope,
} from '@dino/contract';
import type { Database } from '../../db/client.ts';
import { contactMessages } from '../../db/schema.ts';
import type { RateLimits } from '../../plugins/rate-limits.ts';
import type { MailOutbox } from '../mail/outbox.ts';
import { escapeHtml } from '../mail/templates.ts';

/**
 * `POST contact`: a message to the team, kept and mailed through the outbox in one
 * transaction. A robot that filled the hidden field gets the same answer and nothing is kept.
 */
export function contactRoutes(deps: {
  db: Database;
  outbox: MailOutbox;
  rateLimits: RateLimits;
  to: string;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/contact',
      {
        schema: {
          tags: ['contact'],
          summary:
            'Write to the team (name, subject, message, at least one number; email if the sender likes)',
          description:
            'Numbers without a country code are read as numbers of `country` (default AM); a number that is not one names that country and shows an example. Rate limited per address; 429 `throttled` beyond it.',
          body: contactBody,
          response: { 200: messageEnvelope, 422: validationEnvelope, 429: errorEnvelope },
        },
      },
      async (request) => {
        await deps.rateLimits.hit([['contactIp', request.ip]]);
        const answer = {
          success: true as const,
          message: translate(request.locale, 'success.contact_sent'),
        };
        const body = request.body;
        if (body.website) return answer;
        const numbers = CONTACT_NUMBERS.flatMap((field) =>
          body[field] ? [`${field}: ${body[field]}`] : [],
        );
        await deps.db.transaction(async (tx) => {
          await tx.insert(contactMessages).values({
            name: body.name,
            email: body.email ?? null,
            subject: body.subject,
            message: body.message,
            phone: body.phone || null,
            whatsapp: body.whatsapp || null,
            telegram: body.telegram || null,
            locale: request.locale,
            user_id: request.session?.user.id ?? null,
          });
          // Who wrote and every way to answer them first, then what they wrote.
          const text = [
            `name: ${body.name}`,
            ...(body.email ? [`email: ${body.email}`] : []),
            ...numbers,
            `language: ${request.locale}`,
            '',
            body.message,
          ].join('\n');
          await deps.outbox.enqueue(
            deps.to,
            {
              subject: translate('en', 'mail.contact.subject', { subject: body.subject }),
              text,
              html: `<pre style="font:16px/1.5 sans-serif;white-space:pre-wrap">${escapeHtml(text)}</pre>`,
            },
            { userId: null, tx },
          );
        });
        return answer;
      },
    );
  };
}
