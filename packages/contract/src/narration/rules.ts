// No zod here: the web app's narrator reads these on every page that speaks.

/** Where the API serves the spoken lines, below its `/api` prefix; names are content hashes. */
export const AUDIO_PATH = '/audio/';
/** The one media type of every spoken line: Opus in WebM, mono, at a speech bitrate. */
export const AUDIO_TYPE = 'audio/webm';
/** A task's instruction is the first sound of its page: its file stays this small. */
export const AUDIO_PROMPT_MAX_BYTES = 30 * 1024;
/** Where the device keeps the child's mute switch. */
export const MUTE_STORAGE_KEY = 'dino.muted';
