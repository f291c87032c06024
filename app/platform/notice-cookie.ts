/**
 * The notice cookie's name (notice.server.ts), apart so that auth/credentials.ts,
 * which server.ts's Express side also loads, can tell a request carrying one
 * from an anonymous one without server-only imports.
 */
export const NOTICE_COOKIE = "notice";
