import { translate, type Locale, type MessageKey, type MessageParams } from '@dino/contract';

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

interface ActionMail {
  locale: Locale;
  /** Left out for an address nobody has proven yet: the greeting is then a plain "Hello!". */
  name?: string | undefined;
  url: string;
  subject: MessageKey;
  subjectParams?: MessageParams;
  intro: MessageKey;
  introParams?: MessageParams;
  /** Lines listed under the intro, already written (e.g. one per child). */
  details?: string[];
  action: MessageKey;
  /** The small print under the button: how long the link works, or how to pay. */
  note: MessageKey;
  noteParams: MessageParams;
  /** The closing line; by default "if you did not ask for this, ignore it". */
  closing?: MessageKey;
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * One friendly letter with a single big button. Inline styles and a table layout, because
 * mail clients ignore style sheets; the plain-text part carries the same words and link.
 */
function actionMail(mail: ActionMail): RenderedMail {
  const t = (key: MessageKey, params?: MessageParams) => translate(mail.locale, key, params);
  const subject = t(mail.subject, mail.subjectParams);
  const greeting =
    mail.name === undefined ? t('mail.greeting_plain') : t('mail.greeting', { name: mail.name });
  const lines = [
    t(mail.intro, mail.introParams),
    t(mail.note, mail.noteParams),
    t(mail.closing ?? 'mail.ignore'),
  ];
  const url = escapeHtml(mail.url);
  const details = mail.details ?? [];
  const list = details.length
    ? `<ul style="margin:0 0 24px;padding-left:20px">${details.map((line) => `<li style="margin:0 0 6px">${escapeHtml(line)}</li>`).join('')}</ul>\n`
    : '';
  const html = `<!doctype html>
<html lang="${mail.locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;background:#f3f8ec;font-family:'Segoe UI',Arial,sans-serif;color:#1f3321">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="padding:24px 12px">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;background:#ffffff;border-radius:20px;overflow:hidden">
<tr><td style="background:#2f8f4e;color:#ffffff;padding:20px 28px;font-size:26px;font-weight:bold">&#129430; Dino</td></tr>
<tr><td style="padding:28px;font-size:17px;line-height:1.6">
<p style="margin:0 0 16px;font-size:20px;font-weight:bold">${escapeHtml(greeting)}</p>
<p style="margin:0 0 24px">${escapeHtml(lines[0] ?? '')}</p>
${list}<p style="margin:0 0 24px;text-align:center"><a href="${url}" style="display:inline-block;background:#f59e0b;color:#1f3321;text-decoration:none;font-weight:bold;padding:14px 28px;border-radius:999px">${escapeHtml(t(mail.action))}</a></p>
<p style="margin:0 0 8px;font-size:14px;color:#4b5f4d">${escapeHtml(lines[1] ?? '')}</p>
<p style="margin:0 0 8px;font-size:14px;color:#4b5f4d;word-break:break-all"><a href="${url}" style="color:#2f8f4e">${url}</a></p>
<p style="margin:0 0 24px;font-size:14px;color:#4b5f4d">${escapeHtml(lines[2] ?? '')}</p>
<p style="margin:0">${escapeHtml(t('mail.signature'))} &#129413;</p>
</td></tr></table>
</td></tr></table>
</body></html>`;
  const text = [
    greeting,
    '',
    lines[0],
    ...details.map((line) => `- ${line}`),
    '',
    `${t(mail.action)}: ${mail.url}`,
    '',
    lines[1],
    lines[2],
    '',
    t('mail.signature'),
  ].join('\n');
  return { subject, html, text };
}

/** Sent to an address nobody has proven yet, so it names no one. */
export function verificationMail(locale: Locale, url: string, hours: number) {
  return actionMail({
    locale,
    url,
    subject: 'mail.verify.subject',
    intro: 'mail.verify.intro',
    action: 'mail.verify.action',
    note: 'mail.verify.expiry',
    noteParams: { hours },
  });
}

export function resetMail(locale: Locale, name: string | undefined, url: string, minutes: number) {
  return actionMail({
    locale,
    name,
    url,
    subject: 'mail.reset.subject',
    intro: 'mail.reset.intro',
    action: 'mail.reset.action',
    note: 'mail.reset.expiry',
    noteParams: { minutes },
  });
}

/** A parent gave this address as their child's sign-in: it counts once its owner confirms. */
export function childEmailMail(locale: Locale, url: string, hours: number) {
  return actionMail({
    locale,
    url,
    subject: 'mail.child_email.subject',
    intro: 'mail.child_email.intro',
    action: 'mail.child_email.action',
    note: 'mail.verify.expiry',
    noteParams: { hours },
  });
}

/**
 * To the address an account had, when its email or password changed: what changed, and the
 * "it was not me" button.
 */
export function credentialsChangedMail(
  locale: Locale,
  change: { name: string | undefined; url: string; newEmail: string | undefined; days: number },
) {
  const email = change.newEmail !== undefined;
  return actionMail({
    locale,
    name: change.name,
    url: change.url,
    subject: email ? 'mail.email_changed.subject' : 'mail.password_changed.subject',
    intro: email ? 'mail.email_changed.intro' : 'mail.password_changed.intro',
    introParams: email ? { email: change.newEmail! } : {},
    action: 'mail.undo.action',
    note: 'mail.undo.note',
    noteParams: { days: change.days },
    closing: 'mail.undo.closing',
  });
}

/** The letter a parent gets when an order is placed: what, how much, and how to pay. */
export function orderPlacedMail(
  locale: Locale,
  name: string,
  url: string,
  order: { number: number; count: number; total: number },
  payment: { key: MessageKey; params: MessageParams },
) {
  return actionMail({
    locale,
    name,
    url,
    subject: 'mail.order.subject',
    subjectParams: { number: order.number },
    intro: 'mail.order.intro',
    introParams: { number: order.number, count: order.count, total: order.total },
    action: 'mail.order.action',
    note: payment.key,
    noteParams: payment.params,
    closing: 'mail.order.closing',
  });
}

/** The receipt a parent gets after deleting their account: what went, and what stays. */
export function accountDeletedMail(
  locale: Locale,
  name: string,
  url: string,
  deleted: { date: string; children: string[] },
) {
  const children = deleted.children.length
    ? deleted.children.join(', ')
    : translate(locale, 'mail.deleted.no_children');
  return actionMail({
    locale,
    name,
    url,
    subject: 'mail.deleted.subject',
    intro: 'mail.deleted.intro',
    introParams: { date: deleted.date, children },
    action: 'mail.deleted.action',
    note: 'mail.deleted.note',
    noteParams: {},
    closing: 'mail.deleted.closing',
  });
}

/** The weekly letter a parent switched on: one line per child. */
export function weeklySummaryMail(
  locale: Locale,
  name: string,
  url: string,
  week: {
    from: string;
    to: string;
    children: {
      name: string;
      points: number;
      activities: number;
      lessons: number;
      minutes: number;
    }[];
  },
) {
  return actionMail({
    locale,
    name,
    url,
    subject: 'mail.summary.subject',
    intro: 'mail.summary.intro',
    introParams: { from: week.from, to: week.to },
    details: week.children.map((child) => translate(locale, 'mail.summary.child', child)),
    action: 'mail.summary.action',
    note: 'mail.summary.note',
    noteParams: {},
    closing: 'mail.summary.closing',
  });
}

/** The letter a parent gets when an unconfirmed cash order runs out of time and is cancelled. */
export function orderExpiredMail(
  locale: Locale,
  name: string,
  url: string,
  order: { number: number; hours: number },
) {
  return actionMail({
    locale,
    name,
    url,
    subject: 'mail.order_expired.subject',
    subjectParams: { number: order.number },
    intro: 'mail.order_expired.intro',
    introParams: { number: order.number, hours: order.hours },
    action: 'mail.order.action',
    note: 'mail.order_expired.note',
    noteParams: {},
    closing: 'mail.order_expired.closing',
  });
}
