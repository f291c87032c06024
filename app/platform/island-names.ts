// Written by harness/island-names.mjs from the files of app/islands/: run `node harness/island-names.mjs` after adding or removing one.

/** The islands there are, one module each in app/islands/. */
export type IslandName = "check" | "copy" | "countdown" | "done" | "logout" | "menu" | "print" | "upload" | "video";
