import { initializeApp } from "firebase-admin/app";
import { getFirestore, FieldValue, Timestamp } from "firebase-admin/firestore";
process.env.FIRESTORE_EMULATOR_HOST = "127.0.0.1:8790";
const app = initializeApp({ projectId: "demo-emubench" });
const db = getFirestore(app);
const N = 400, C = 10;
async function pool(fn: (i: number) => Promise<unknown>) {
  let next = 0; const t = process.hrtime.bigint(); const cpu0 = process.cpuUsage();
  await Promise.all(Array.from({ length: C }, async () => { while (next < N) { const i = next++; await fn(i); } }));
  const ms = Number(process.hrtime.bigint() - t) / 1e6; const cpu = process.cpuUsage(cpu0);
  return `${(N / ms * 1000).toFixed(0)} ops/s, client CPU ${((cpu.user + cpu.system) / 1000 / N).toFixed(2)} ms/op`;
}
const big = { exercises: Object.fromEntries(Array.from({ length: 5 }, (_, i) => [`l${i}`, { attempts: 3, best: 80, passedAt: Timestamp.now() }])), done: { a: Timestamp.now() } };
for (let u = 0; u < C * 4; u++) await db.doc(`enrolments/u${u}`).set(big);
const answers = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`q${i}`, ["x"]]));
const phase = process.argv[2] ?? "all";
if (phase === "all" || phase === "tx") console.log("transaction:", await pool(async (i) => {
  const e = db.doc(`enrolments/u${i % (C * 4)}`); const a = db.doc(`attempts/tx-${i}`);
  await db.runTransaction(async (tx) => { const [x, y] = await tx.getAll(a, e); if (x.exists) return; tx.create(a, { answers, n: i }); tx.update(e, { [`exercises.l1.attempts`]: i, updatedAt: Timestamp.now() }); });
}));
if (phase === "all" || phase === "batch") console.log("batch+precondition:", await pool(async (i) => {
  const e = db.doc(`enrolments/u${i % (C * 4)}`); const a = db.doc(`attempts/b-${i}`);
  for (;;) { const snap = await e.get(); const b = db.batch(); b.create(a, { answers, n: i }); b.update(e, { [`exercises.l1.attempts`]: i, updatedAt: Timestamp.now() }, { lastUpdateTime: snap.updateTime! });
    try { await b.commit(); return; } catch (err) { if ((err as { code?: number }).code === 9) continue; throw err; } }
}));
if (phase === "all" || phase === "stats") console.log("stats merge:", await pool(async (i) => {
  const q = Object.fromEntries(Array.from({ length: 10 }, (_, k) => [`q${k}`, { attempts: FieldValue.increment(1), right: FieldValue.increment(1), wrongByKey: { [`w${i % 30}`]: { answer: `a${i % 30}`, count: FieldValue.increment(1) } } }]));
  await db.doc(`exerciseStats/l1`).set({ attempts: FieldValue.increment(1), questions: q, updatedAt: Timestamp.now() }, { merge: true });
}));
process.exit(0);
