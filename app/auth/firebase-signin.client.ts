/**
 * The only module that imports the Firebase JS SDK. The sign-in island loads it
 * with a dynamic import, so its code ships only to /login. The SDK keeps no
 * state of its own (in-memory persistence) and is signed out as soon as the
 * server session exists: the HttpOnly cookie is the only session.
 */
import { initializeApp, getApps, type FirebaseOptions } from "firebase/app";
import {
  browserPopupRedirectResolver,
  connectAuthEmulator,
  GoogleAuthProvider,
  inMemoryPersistence,
  initializeAuth,
  OAuthProvider,
  signInWithPopup,
  signOut,
  type Auth,
} from "firebase/auth";

export interface PublicFirebaseConfig extends FirebaseOptions {
  authEmulatorUrl?: string;
}

export type ProviderName = "google" | "microsoft";

let auth: Auth | null = null;

function getSignInAuth(config: PublicFirebaseConfig): Auth {
  if (auth) return auth;
  const { authEmulatorUrl, ...options } = config;
  const app = getApps().find((a) => a.name === "signin") ?? initializeApp(options, "signin");
  auth = initializeAuth(app, { persistence: inMemoryPersistence, popupRedirectResolver: browserPopupRedirectResolver });
  auth.languageCode = "th";
  if (authEmulatorUrl) connectAuthEmulator(auth, authEmulatorUrl, { disableWarnings: true });
  return auth;
}

/** Google asks for `profile`; Microsoft for openid, profile, email with an account chooser. */
export function providerFor(name: ProviderName) {
  if (name === "google") {
    const google = new GoogleAuthProvider();
    google.addScope("profile");
    return google;
  }
  const microsoft = new OAuthProvider("microsoft.com");
  for (const scope of ["openid", "profile", "email"]) microsoft.addScope(scope);
  microsoft.setCustomParameters({ prompt: "select_account" });
  return microsoft;
}

/** Opens the provider's popup and answers a fresh ID token. */
export async function signInForIdToken(config: PublicFirebaseConfig, name: ProviderName): Promise<string> {
  const result = await signInWithPopup(getSignInAuth(config), providerFor(name));
  return result.user.getIdToken();
}

/** Forgets the client-side Firebase user (the server session lives on). */
export async function forgetClientUser(config: PublicFirebaseConfig): Promise<void> {
  await signOut(getSignInAuth(config));
}
