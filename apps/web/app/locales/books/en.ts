/** The book section of the en catalog. */
export const bookEn = {
  title: 'Picture books',
  lead: 'Illustrated dinosaur stories to read together, page by page, or to listen to.',
  emptyTitle: 'The bookshelf is empty for now',
  emptyText: 'No books have been added yet. New stories will appear here.',
} as const;
