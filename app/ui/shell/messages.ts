/** The shell's texts around signing in and out, exactly as the product specification words them (the alert in English there too). */
export const SHELL_TEXT = {
  /** The status slot while a sign-in is under way. */
  signingIn: "กำลังเข้าสู่ระบบ...",
  /** The status slot while a sign-out is under way. */
  signingOut: "กำลังออกจากระบบ...",
  /** The logout button's label while it is disabled. */
  loggingOutButton: "กำลังออก...",
  /** The alert when the server could not end the session (signed out locally anyway). */
  logoutFailedAlert: "Failed to log out. Please try again.",
  /** The user area's link to the student's live sessions (/sessions), on every signed-in page; the page's own title too. */
  mySessions: "นัดเรียนของฉัน",
  /** The user area's link to the profile (/profile: the name, the parent's e-mail, LINE, notifications), beside the sessions. */
  myProfile: "โปรไฟล์",
  /** The phones' avatar in the bar, a link to the profile: its name for screen readers. */
  myProfileLabel: "โปรไฟล์ของฉัน",
  /** The user area's link to the student's payments (/payments): orders, receipts, hours left. */
  myPayments: "การชำระเงินของฉัน",
} as const;
