import type { Locale } from '../constants.ts';

/**
 * What Dino says besides the content: feedback, the lesson's end, the child's home and lists. Each line
 * is shown as it is spoken, so the page and the audio come from here; a key with several lines
 * is varied in turn, so the same words do not nag. `npm run audio:render` speaks every one.
 */
export const VOICE_LINES = {
  /** After a right answer. */
  right: {
    hy: ['Ապրե՛ս։', 'Հրաշալի է։', 'Ստացվեց։'],
    ru: ['Молодец!', 'Отлично!', 'Получилось!'],
    en: ['Well done!', 'Great job!', 'You got it!'],
  },
  /** After a wrong try: kind, and never a "no". */
  try_again: {
    hy: [
      'Քիչ մնաց։ Մի անգամ էլ փորձիր։',
      'Գրեթե ճիշտ է։ Նորից փորձիր։',
      'Մի լավ նայիր և նորից փորձիր։',
    ],
    ru: [
      'Почти! Попробуй ещё раз.',
      'Совсем чуть-чуть! Попробуй снова.',
      'Посмотри внимательно и попробуй ещё.',
    ],
    en: [
      'Almost! Have another go.',
      'Nearly there! Try again.',
      'Take another look and try again.',
    ],
  },
  /** The lesson-completed window, when a sticker was earned. */
  lesson_done: {
    hy: ['Ուռա՜։ Դասն ավարտված է, և դու նոր կպչուն նկար ստացար։'],
    ru: ['Ура! Урок пройден, и у тебя новая наклейка.'],
    en: ['Hooray! Lesson complete, and you earned a new sticker.'],
  },
  /** The lesson-completed window for a lesson played again. */
  lesson_again: {
    hy: ['Ապրե՛ս։ Դու նորից անցար այս դասը։'],
    ru: ['Молодец! Ты прошёл этот урок ещё раз.'],
    en: ['Well done! You played this lesson once more.'],
  },
  /** The child's home: the modules to choose from. */
  pick_module: {
    hy: ['Ընտրիր մոդուլ և ամեն ավարտած դասի համար ստացիր դինոզավրով կպչուն նկար։'],
    ru: ['Выбери модуль и получай наклейку с динозавром за каждый пройденный урок.'],
    en: ['Pick a module and collect a dinosaur sticker for every lesson you finish.'],
  },
  /** A module's lesson list. */
  pick_lesson: {
    hy: ['Ընտրիր դաս։'],
    ru: ['Выбери урок.'],
    en: ['Pick a lesson.'],
  },
  /** A locked lesson in the list, shown on it and said when it is tapped. */
  lesson_locked: {
    hy: ['Ավարտիր նախորդ դասը, որ այս մեկը բացվի։'],
    ru: ['Пройди предыдущий урок, чтобы открыть этот.'],
    en: ['Finish the lesson before this one to open it.'],
  },
} as const satisfies Record<string, Record<Locale, readonly [string, ...string[]]>>;

export type VoiceLineKey = keyof typeof VOICE_LINES;
export const VOICE_LINE_KEYS = Object.keys(VOICE_LINES) as VoiceLineKey[];
