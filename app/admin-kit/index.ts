/** The shared admin framework's browser-safe API: form inputs and notices, the admin pages' parts, the up/down buttons. */
export * from "./inputs";
export * from "./UpDownButtons";
export * from "./parts";
