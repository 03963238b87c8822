/** The video section of the en catalog. */
export const videoEn = {
  title: 'Videos',
  lead: 'Short films about dinosaurs, letters and the world around us.',
  emptyTitle: 'No videos yet',
  emptyText: 'No videos have been added yet. They will appear here.',
  categories: 'Categories',
  all: 'All videos',
  shown: 'Videos shown: {{total}}',
  length: 'Length: {{time}}',
  play: 'Play “{{title}}”',
  unsupported: 'This browser cannot play the video.',
  youtubePlay: 'Play',
  fromYoutube: 'From YouTube',
  youtubeAsk:
    'This video comes from YouTube, which may set its own cookies. It can play here only if you allow marketing cookies. Children, please ask a grown-up.',
  youtubeAllow: 'Allow YouTube videos',
  youtubeNotNow: 'Not now',
  youtubeFrame: 'YouTube video: {{title}}',
} as const;
