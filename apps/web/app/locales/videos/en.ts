/** The video section of the en catalog. */
export const videoEn = {
  title: 'Videos',
  lead: 'Short films about dinosaurs, letters and the world around us.',
  emptyTitle: 'No videos yet',
  emptyText: 'No videos have been added yet. They will appear here.',
} as const;
