import { useEffect, useRef, useState } from "react";
import { createApiClient } from "./api-client";
import { describeSignInError } from "./sign-in-errors";
import { setAuthBusy, useAuthBusy } from "~/platform/session-busy";
import { AUTH_TEXT } from "./messages";
import { profileUrl } from "~/kernel/urls";
import type { ProviderName, PublicFirebaseConfig } from "./firebase-signin.client";

/** About 100 ms before the user is fetched again after Google sign-in. */
const GOOGLE_REFETCH_DELAY_MS = 100;

const api = createApiClient();
type SignInModule = typeof import("./firebase-signin.client");

/**
 * The sign-in island: loads the Firebase SDK on mount (so the popup can open
 * straight from the click), runs one sign-in at a time, trades the ID token for
 * the session cookie and goes on to `redirectTo` (through the profile form
 * first, `redirectTo` carried on, when the student has no display name yet).
 */
export function SignInButtons({ config, redirectTo }: { config: PublicFirebaseConfig; redirectTo: string }) {
  const busy = useAuthBusy() === "signing-in";
  const inProgress = useRef(false);
  const sdk = useRef<Promise<SignInModule> | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    sdk.current ??= import("./firebase-signin.client");
    return () => setAuthBusy(null);
  }, []);

  async function signIn(provider: ProviderName) {
    if (inProgress.current) return; // a second sign-in is ignored while one runs
    inProgress.current = true;
    setMessage(null);
    setAuthBusy("signing-in");
    let navigating = false;
    try {
      const mod = await (sdk.current ??= import("./firebase-signin.client"));
      const idToken = await mod.signInForIdToken(config, provider);
      const { askName } = await api.post<{ sessionToken: string; askName?: boolean }>("/auth/sessionLogin", { idToken });
      await mod.forgetClientUser(config).catch(() => undefined);
      if (provider === "google") await new Promise((r) => setTimeout(r, GOOGLE_REFETCH_DELAY_MS));
      await api.get("/auth/me");
      navigating = true;
      window.location.assign(askName ? profileUrl(redirectTo) : redirectTo);
    } catch (error) {
      setMessage(describeSignInError(provider, error));
    } finally {
      if (!navigating) {
        inProgress.current = false;
        setAuthBusy(null);
      }
    }
  }

  return (
    <div className="signin-buttons">
      {PROVIDERS.map(({ name, Mark }) => (
        <button key={name} type="button" className="button button-provider" onClick={() => signIn(name)} disabled={busy} aria-busy={busy}>
          <Mark /> {AUTH_TEXT[name]}
        </button>
      ))}
      <p className="form-error" role="alert" aria-live="polite">
        {message}
      </p>
    </div>
  );
}

/** The provider marks, drawn from one list of paths each (fill, d). */
function Mark({ viewBox, paths }: { viewBox: string; paths: ReadonlyArray<readonly [string, string]> }) {
  return (
    <svg width="18" height="18" viewBox={viewBox} aria-hidden="true">
      {paths.map(([fill, d]) => (
        <path key={d} fill={fill} d={d} />
      ))}
    </svg>
  );
}

const GOOGLE_PATHS = [
  ["#FFC107", "M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5z"],
  ["#FF3D00", "M6.3 14.7l6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z"],
  ["#4CAF50", "M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-8l-6.5 5C9.5 39.6 16.2 44 24 44z"],
  ["#1976D2", "M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C36.9 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z"],
] as const;

const MICROSOFT_PATHS = [
  ["#f35325", "M1 1h10v10H1z"],
  ["#81bc06", "M12 1h10v10H12z"],
  ["#05a6f0", "M1 12h10v10H1z"],
  ["#ffba08", "M12 12h10v10H12z"],
] as const;

const PROVIDERS: ReadonlyArray<{ name: ProviderName; Mark: () => JSX.Element }> = [
  { name: "google", Mark: () => <Mark viewBox="0 0 48 48" paths={GOOGLE_PATHS} /> },
  { name: "microsoft", Mark: () => <Mark viewBox="0 0 23 23" paths={MICROSOFT_PATHS} /> },
];
