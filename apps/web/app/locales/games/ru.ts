/** The games section of the ru catalog. */
export const gamesRu = {
  title: 'Игры',
  lead: 'Короткие игры с динозаврами: прыгаем, считаем, подбираем пары и думаем.',
  emptyTitle: 'Игр пока нет',
  emptyText: 'Игры ещё не добавлены. Они появятся здесь.',
};
