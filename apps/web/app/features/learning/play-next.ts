/**
 * "Play next" is a plain link to the modules page, whose loader asks the API for the lesson
 * (GET dino/lessons/next) and opens it: the home page asks for nothing until the child taps it.
 */
const PLAY_PARAM = 'play';
const PLAY_NEXT = 'next';

export const PLAY_NEXT_PATH = `/modules?${PLAY_PARAM}=${PLAY_NEXT}`;

export function asksPlayNext(request: Request): boolean {
  return new URL(request.url).searchParams.get(PLAY_PARAM) === PLAY_NEXT;
}
