/** The backup feature's server entry: export and import of the whole school (docs/backup.md). */
export { ArchiveError } from "./archive.server";
export { exportArchive } from "./backup.server";
export { importArchive } from "./import.server";
export { lastBackupLabel } from "./last.server";
