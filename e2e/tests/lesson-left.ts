import { expect, type APIRequestContext } from '@playwright/test';

/* eslint-disable @typescript-eslint/no-explicit-any -- activities are read as the API sends them */
export type Activity = {
  uuid: string;
  type: string;
  points: number;
  content: any;
  art_names: any;
};

export async function childData(
  request: APIRequestContext,
  url: string,
  token: string,
  lang = 'hy',
) {
  const response = await request.get(url, {
    headers: { authorization: `Bearer ${token}`, 'accept-language': lang },
  });
  expect(response.status(), url).toBe(200);
  return (await response.json()).data;
}

/**
 * "Meet the dinosaurs" with every activity done but the first, a choice: one right answer
 * finishes the lesson. Returns the lesson, the one after it, its activities and that choice.
 */
export async function lessonWithOneLeft(request: APIRequestContext, token: string, lang = 'hy') {
  const modules = await childData(request, '/api/dino/modules/list', token, lang);
  const dinosaurs = modules.find((one: { slug: string }) => one.slug === 'world-of-dinosaurs');
  const lessons = await childData(
    request,
    `/api/dino/lessons/list?uuid=${dinosaurs.uuid}`,
    token,
    lang,
  );
  const [lesson, next] = lessons;
  const activities: Activity[] = await childData(
    request,
    `/api/dino/activities/list?uuid=${lesson.uuid}`,
    token,
    lang,
  );
  const [first, ...rest] = activities;
  expect(first!.type).toBe('choice');
  for (const activity of rest) {
    const done = await request.post(`/api/dino/activities/complete/${activity.uuid}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(done.status()).toBe(200);
  }
  const nameOf = (option: { label?: string; art?: string }) =>
    option.label ?? first!.art_names[option.art!];
  return { lesson, next, activities, first: first!, nameOf };
}
