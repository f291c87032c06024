/** The backup feature's server entry: export and import of the whole school (docs/backup.md). */
export { ArchiveError, exportArchive, importArchive, type ImportOptions, type ImportResult, type Manifest } from "./backup.server";
export { countDocuments } from "./backup.store.server";
