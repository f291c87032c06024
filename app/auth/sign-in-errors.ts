import { ApiError } from "./api-client";
import { AUTH_TEXT } from "./messages";

export type SignInProvider = "google" | "microsoft";

function errorCode(error: unknown): string {
  return typeof error === "object" && error && "code" in error ? String((error as { code: unknown }).code) : "";
}

/**
 * Which sign-in errors are silent, which are logged, and the Thai text
 * the user reads (null: say nothing).
 */
export function describeSignInError(
  provider: SignInProvider,
  error: unknown,
  log: (...args: unknown[]) => void = console.error,
): string | null {
  const code = errorCode(error);
  if (code === "auth/cancelled-popup-request" || code === "auth/popup-closed-by-user" || code === "auth/user-cancelled") {
    return null; // the user closed the popup or opened another: nothing to say
  }
  if (provider === "microsoft" && code === "auth/account-exists-with-different-credential") {
    const email = (error as { customData?: { email?: string } }).customData?.email;
    log(`Microsoft sign-in: an account already exists with a different credential for ${email ?? "an unknown e-mail"}`);
    return AUTH_TEXT.accountExists;
  }
  if (error instanceof ApiError) {
    // The API client has logged it already.
    if (error.kind !== "http") return error.message;
    if (error.status === 429) return AUTH_TEXT.tooManyAttempts;
    if (error.status === 503) return AUTH_TEXT.authUnavailable;
    return AUTH_TEXT.failed;
  }
  log(`${provider} sign-in failed:`, code || error);
  if (code === "auth/popup-blocked") return AUTH_TEXT.popupBlocked;
  if (code === "auth/network-request-failed" || code === "auth/internal-error") return AUTH_TEXT.authUnavailable;
  return AUTH_TEXT.failed;
}
