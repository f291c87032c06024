/** Files in one hand-in (the upload body's 16 MB bound holds them all). Browser-safe: the messages state it. */
export const MAX_HANDIN_FILES = 10;
