import "@remix-run/node";

declare module "@remix-run/node" {
  interface AppLoadContext {
    /** The client's address as server.ts sees it (after TRUST_PROXY). */
    clientIp?: string;
  }
}

export {};
