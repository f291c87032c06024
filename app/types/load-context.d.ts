import "@remix-run/node";

/**
 * The load context: facts about THIS request, nothing else (docs/architecture.md,
 * "The load context"). No action leaves a message here for a loader: a page
 * decides from its action's answer (actionData), and what an action found
 * for the loaders of the same request lives in app/kernel/action-facts.server.ts.
 */
declare module "@remix-run/node" {
  interface AppLoadContext {
    /**
     * The client's address as server.ts sees it (after TRUST_PROXY). Set by
     * server.ts's getLoadContext; read by the rate limits.
     */
    clientIp?: string;
    /**
     * When this process received the request (the machine's clock, ms). Set by server.ts's
     * getLoadContext; a refused booking's page shows no booking window read begun before it
     * (app/tutoring/records.store.server.ts `bookingWindow`).
     */
    receivedAt?: number;
  }
}

export {};
