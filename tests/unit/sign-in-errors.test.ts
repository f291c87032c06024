import { FirebaseError } from "firebase/app";
import { describe, expect, it } from "vitest";
import { ApiError, NO_ANSWER_MESSAGE } from "~/auth/api-client";
import { AUTH_TEXT } from "~/auth/messages";
import { describeSignInError } from "~/auth/sign-in-errors";

function run(provider: "google" | "microsoft", error: unknown) {
  const logged: unknown[][] = [];
  const message = describeSignInError(provider, error, (...args) => logged.push(args));
  return { message, logged };
}

describe("sign-in errors (silent, logged, Thai text)", () => {
  it("keeps a cancelled popup request and a closed popup silent", () => {
    for (const code of ["auth/cancelled-popup-request", "auth/popup-closed-by-user"]) {
      expect(run("google", new FirebaseError(code, "x"))).toEqual({ message: null, logged: [] });
      expect(run("microsoft", new FirebaseError(code, "x"))).toEqual({ message: null, logged: [] });
    }
  });

  it("logs a Microsoft account-exists error with the conflicting e-mail and tells the user to use the earlier provider", () => {
    const error = new FirebaseError("auth/account-exists-with-different-credential", "exists", { email: "nong@example.com" });
    const { message, logged } = run("microsoft", error);
    expect(message).toBe(AUTH_TEXT.accountExists);
    expect(message).toContain("กรุณาเข้าสู่ระบบด้วยวิธีเดิมที่เคยใช้");
    expect(String(logged[0]?.[0])).toContain("nong@example.com");
  });

  it("logs other errors and shows a Thai message", () => {
    const blocked = run("google", new FirebaseError("auth/popup-blocked", "blocked"));
    expect(blocked.message).toBe(AUTH_TEXT.popupBlocked);
    expect(blocked.logged).toHaveLength(1);
    const other = run("google", new FirebaseError("auth/operation-not-allowed", "no"));
    expect(other.message).toBe(AUTH_TEXT.failed);
    expect(other.logged[0]).toEqual(["google sign-in failed:", "auth/operation-not-allowed"]);
  });

  it("turns answers of the session API into Thai (the API client logs them itself)", () => {
    expect(run("google", new ApiError("x", 429, "http")).message).toBe(AUTH_TEXT.tooManyAttempts);
    expect(run("google", new ApiError("x", 503, "http")).message).toBe(AUTH_TEXT.authUnavailable);
    expect(run("google", new ApiError("recent sign-in required", 401, "http")).message).toBe(AUTH_TEXT.failed);
    expect(run("google", new ApiError(NO_ANSWER_MESSAGE, 0, "no-answer"))).toEqual({ message: NO_ANSWER_MESSAGE, logged: [] });
  });
});
