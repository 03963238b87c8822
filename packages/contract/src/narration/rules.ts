// No zod here: the web app's narrator reads these on every page that speaks.

/** Where the API serves the spoken lines, below its `/api` prefix; names are content hashes. */
export const AUDIO_PATH = '/audio/';
/** The one media type of every spoken line: Opus in WebM, mono, at a speech bitrate. */
export const AUDIO_TYPE = 'audio/webm';
/**
 * A task's instruction is the first sound of its page: its file stays this small. 48 KB is about
 * 24 s at 16 kb/s: a word problem for a 10-year-old or a chess instruction, read in full (issue
 * 21 raised it from 30 KB); the file streams, so the voice starts before it has all arrived.
 */
export const AUDIO_PROMPT_MAX_BYTES = 48 * 1024;
/** Where the device keeps the child's mute switch. */
export const MUTE_STORAGE_KEY = 'dino.muted';
