/**
 * A fresh ID token for an existing account of the Auth emulator, through an
 * unsigned custom token (the emulator signs nothing, and firebase-admin accepts
 * its tokens only in emulator mode). Shared by the tests and the benchmarks.
 */
export async function idTokenForUid(uid: string, authHost: string): Promise<string> {
  const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString("base64url");
  const now = Math.floor(Date.now() / 1000);
  const token = `${b64({ alg: "none", typ: "JWT" })}.${b64({
    iss: "firebase-auth-emulator@example.com",
    sub: "firebase-auth-emulator@example.com",
    aud: "https://identitytoolkit.googleapis.com/google.identity.identitytoolkit.v1.IdentityToolkit",
    iat: now,
    exp: now + 3600,
    uid,
  })}.`;
  const res = await fetch(`http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=any`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ token, returnSecureToken: true }),
  });
  const body = (await res.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`signInWithCustomToken for ${uid} failed: ${JSON.stringify(body)}`);
  return body.idToken;
}
