/** The admin feature's browser-safe API for other features (they import it only from here). */
export * from "./inputs";
export * from "./ui/UpDownButtons";
export * from "./ui/parts";
