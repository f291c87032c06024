// Written by scripts/island-names.mjs from the files of app/islands/: run `node scripts/island-names.mjs` after adding or removing one.

/** The islands there are, one module each in app/islands/. */
export type IslandName = "check" | "done" | "logout" | "menu" | "video";
