/** Errors of the data layer, shared by every store and by the HTTP helpers (platform imports no feature). */

export class NotFoundError extends Error {
  override name = "NotFoundError";
  constructor(what: string, id: string) {
    super(`${what} ${id} not found`);
  }
}

/** Someone else saved the document after it was opened (its `updatedAt` moved on). */
export class ConflictError extends Error {
  override name = "ConflictError";
  constructor(what: string, id: string, readonly current: Date) {
    super(`${what} ${id} was changed by someone else (now at ${current.toISOString()})`);
  }
}

/** A read or write that Firestore did not answer in time (the page answers 503). */
export class UnavailableError extends Error {
  override name = "UnavailableError";
}

export class SlugTakenError extends Error {
  override name = "SlugTakenError";
  constructor(readonly slug: string) {
    super(`slug "${slug}" is already used`);
  }
}
