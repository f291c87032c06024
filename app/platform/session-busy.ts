import { useSyncExternalStore } from "react";

/**
 * Client-side busy state of the session: "signing-in" while the popup
 * sign-in runs (set by the sign-in island), "signing-out" while logout runs.
 * The server always renders `null`.
 */
export type AuthBusy = "signing-in" | "signing-out" | null;

let state: AuthBusy = null;
const listeners = new Set<() => void>();

export function setAuthBusy(next: AuthBusy): void {
  if (state === next) return;
  state = next;
  for (const listener of listeners) listener();
}

function getAuthBusy(): AuthBusy {
  return state;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAuthBusy(): AuthBusy {
  return useSyncExternalStore(subscribe, getAuthBusy, () => null);
}
