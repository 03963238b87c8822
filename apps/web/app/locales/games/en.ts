/** The games section of the en catalog. */
export const gamesEn = {
  title: 'Games',
  lead: 'Short dinosaur games for jumping, counting, matching and thinking.',
  emptyTitle: 'No games yet',
  emptyText: 'No games have been added yet. They will appear here.',
} as const;
