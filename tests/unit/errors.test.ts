/** The stores' one classification of a failed Firestore call (app/platform/errors.ts, `unavailableOr`). */
import { afterEach, describe, expect, it, vi } from "vitest";
import { UnavailableError, unavailableOr } from "~/platform/errors";

const grpc = (code: number, message: string) => Object.assign(new Error(message), { code });

afterEach(() => vi.restoreAllMocks());

describe("unavailableOr", () => {
  it("answers INVALID_ARGUMENT as itself (a 500), logged as a bug, never as unavailable", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const error = grpc(3, '3 INVALID_ARGUMENT: Document name "…/tutoringTypes/__x__" lacks a valid ID');
    expect(unavailableOr("tutoring type", error)).toBe(error);
    expect(unavailableOr("question read", error, true)).toBe(error);
    expect(log).toHaveBeenCalledTimes(2);
    expect(String(log.mock.calls[0]?.[0])).toMatch(/^bug: Firestore refused tutoring type as an invalid request \(INVALID_ARGUMENT\)/);
  });

  it.each([
    ["UNAVAILABLE", grpc(14, "14 UNAVAILABLE: No connection established")],
    ["DEADLINE_EXCEEDED", grpc(4, "4 DEADLINE_EXCEEDED")],
    ["a time-out of ours", new Error("tutoring type timed out after 5000 ms")],
    ["a refused connection", new Error("connect ECONNREFUSED 127.0.0.1:8080")],
  ])("answers %s as unavailable (the page's 503)", (_label, error) => {
    const answer = unavailableOr("tutoring type", error);
    expect(answer).toBeInstanceOf(UnavailableError);
    expect((answer as Error).message).toBe(`tutoring type: ${error.message}`);
  });

  it("answers any other error as itself, or as unavailable when every error is", () => {
    const error = new TypeError("x is not a function");
    expect(unavailableOr("read", error)).toBe(error);
    expect(unavailableOr("read", error, true)).toBeInstanceOf(UnavailableError);
  });
});
