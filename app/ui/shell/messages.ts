/** The shell's Thai texts around signing in and out (the spec's exact texts). */
export const shellMessages = {
  /** the old site's exact text */
  signingIn: "กำลังเข้าสู่ระบบ...",
  /** the old site's exact text */
  signingOut: "กำลังออกจากระบบ...",
  /** the old site's exact text */
  loggingOutButton: "กำลังออก...",
  /** the old site's exact text (in English there too) */
  logoutFailedAlert: "Failed to log out. Please try again.",
} as const;
