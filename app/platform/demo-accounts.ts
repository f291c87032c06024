/**
 * The demo accounts that `npm run dev` / `npm run seed` create in the Auth
 * emulator (fixed uids, verified e-mails, Thai display names). In development
 * the admins here are the default ADMIN_EMAILS. Plain data: safe to import from
 * both the server and the browser.
 */
export const DEMO_ACCOUNTS = [
  { uid: "demo-admin-1", email: "admin@example.com", name: "พี่ต้น (ติวเตอร์)", role: "admin" },
  { uid: "demo-admin-2", email: "admin2@example.com", name: "พี่ฝน (ผู้ช่วยแอดมิน)", role: "admin" },
  { uid: "demo-student-1", email: "student1@example.com", name: "น้องมะปราง", role: "student" },
  { uid: "demo-student-2", email: "student2@example.com", name: "น้องภูมิ", role: "student" },
  { uid: "demo-student-3", email: "student3@example.com", name: "น้องใบเตย", role: "student" },
  { uid: "demo-student-4", email: "student4@example.com", name: "น้องกันต์", role: "student" },
] as const satisfies readonly DemoAccount[];

export interface DemoAccount {
  uid: string;
  email: string;
  name: string;
  role: "admin" | "student";
}

export const DEMO_ADMIN_EMAILS: string[] = DEMO_ACCOUNTS.filter((a) => a.role === "admin").map((a) => a.email);
