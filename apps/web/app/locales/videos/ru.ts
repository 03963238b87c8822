/** The video section of the ru catalog. */
export const videoRu = {
  title: 'Видео',
  lead: 'Короткие фильмы о динозаврах, буквах и окружающем мире.',
  emptyTitle: 'Видео пока нет',
  emptyText: 'Видео ещё не добавлены. Они появятся здесь.',
  categories: 'Темы',
  all: 'Все видео',
  shown: 'Показано видео: {{total}}',
  length: 'Длительность: {{time}}',
  play: 'Смотреть «{{title}}»',
  unsupported: 'Этот браузер не может воспроизвести видео.',
  youtubePlay: 'Смотреть',
  fromYoutube: 'С YouTube',
  youtubeAsk:
    'Это видео с YouTube, а YouTube может устанавливать собственные файлы cookie. Здесь оно откроется, только если вы разрешите маркетинговые файлы cookie. Дети, попросите взрослого.',
  youtubeAllow: 'Разрешить видео с YouTube',
  youtubeNotNow: 'Не сейчас',
  youtubeFrame: 'Видео YouTube: {{title}}',
};
