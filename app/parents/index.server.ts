/** The parents feature's server entry: the weekly sweep (started by server.ts), the profile's part. */
export { startParentNotes, stopParentNotes } from "./sweep.server";
export { parentEmailAllowed, parentStatus, saveParentEmail } from "./profile.server";
