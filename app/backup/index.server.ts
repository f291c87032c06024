/** The backup feature's server entry: export and import of the whole school (docs/backup.md). */
export { ArchiveError, exportArchive, importArchive } from "./backup.server";
