/**
 * firestore.rules: browsers never talk to Firestore (the server, through
 * firebase-admin, is its only client), so every client read and write is denied.
 * The rules are loaded into the emulator here, as `firebase deploy` would, then
 * tried with a real web client (the firebase JS SDK, signed in or not) and with
 * the REST API without admin credentials.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { deleteApp, initializeApp, type FirebaseApp } from "firebase/app";
import { connectAuthEmulator, getAuth, signInWithCustomToken } from "firebase/auth";
import {
  collection,
  connectFirestoreEmulator,
  doc,
  getDoc,
  getDocs,
  getFirestore,
  setDoc,
  setLogLevel,
  terminate,
} from "firebase/firestore";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { env } from "../../harness/ports";

const rules = readFileSync(path.resolve(import.meta.dirname, "../../firestore.rules"), "utf8");
const rest = `http://${env.firestoreHost}/v1/projects/${env.projectId}/databases/(default)/documents`;
const [host, port] = env.firestoreHost.split(":") as [string, string];

let app: FirebaseApp;

beforeAll(async () => {
  const res = await fetch(`http://${env.firestoreHost}/emulator/v1/projects/${env.projectId}:securityRules`, {
    method: "PUT",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ rules: { files: [{ name: "firestore.rules", content: rules }] } }),
  });
  expect(res.ok, await res.text()).toBe(true);
  setLogLevel("silent"); // the denials below are expected
  app = initializeApp({ projectId: env.projectId, apiKey: "demo-api-key" }, `rules-${Date.now()}`);
  connectFirestoreEmulator(getFirestore(app), host, Number(port));
});

afterAll(async () => {
  if (app) {
    await terminate(getFirestore(app));
    await deleteApp(app);
  }
});

function expectDenied(promise: Promise<unknown>) {
  return expect(promise).rejects.toMatchObject({ code: "permission-denied" });
}

describe("Firestore security rules", () => {
  it("deny a web client reading published content, meta or anyone's progress", async () => {
    const db = getFirestore(app);
    await expectDenied(getDoc(doc(db, "articles", "article-pomodoro")));
    await expectDenied(getDocs(collection(db, "courses")));
    await expectDenied(getDoc(doc(db, "meta", "content")));
    await expectDenied(getDocs(collection(db, "enrolments")));
  });

  it("deny a web client writing", async () => {
    const db = getFirestore(app);
    await expectDenied(setDoc(doc(db, "enrolments", "attacker__course-math-m4"), { uid: "attacker", done: {} }));
    await expectDenied(setDoc(doc(db, "meta", "content"), { version: 0 }));
  });

  it("deny a signed-in web client too", async () => {
    const auth = getAuth(app);
    connectAuthEmulator(auth, `http://${env.authHost}`, { disableWarnings: true });
    // The Auth emulator accepts unsigned custom tokens.
    const header = Buffer.from(JSON.stringify({ alg: "none", typ: "JWT" })).toString("base64url");
    const now = Math.floor(Date.now() / 1000);
    const claims = {
      aud: "https://identitytoolkit.googleapis.com/google.identity.identitytoolkit.v1.IdentityToolkit",
      iat: now,
      exp: now + 3600,
      iss: "rules-test@example.com",
      sub: "rules-test@example.com",
      uid: "demo-student-1",
    };
    await signInWithCustomToken(auth, `${header}.${Buffer.from(JSON.stringify(claims)).toString("base64url")}.`);
    const db = getFirestore(app);
    await expectDenied(getDoc(doc(db, "enrolments", "demo-student-1__course-math-m4")));
    await expectDenied(setDoc(doc(db, "enrolments", "demo-student-1__course-math-m4"), { done: { "math-06": new Date() } }));
  });

  it("deny REST reads and writes without admin credentials", async () => {
    const read = await fetch(`${rest}/articles/article-pomodoro`);
    expect(read.status).toBe(403);
    expect(((await read.json()) as { error: { status: string } }).error.status).toBe("PERMISSION_DENIED");
    const list = await fetch(`${rest}/enrolments`);
    expect(list.status).toBe(403);
    const write = await fetch(`${rest}/meta/content`, {
      method: "PATCH",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ fields: { version: { integerValue: "0" } } }),
    });
    expect(write.status).toBe(403);
  });
});
