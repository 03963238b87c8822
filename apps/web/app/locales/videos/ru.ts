/** The video section of the ru catalog. */
export const videoRu = {
  title: 'Видео',
  lead: 'Короткие фильмы о динозаврах, буквах и окружающем мире.',
  emptyTitle: 'Видео пока нет',
  emptyText: 'Видео ещё не добавлены. Они появятся здесь.',
};
