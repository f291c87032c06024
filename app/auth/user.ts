/** The signed-in user as the server resolves it and the shell renders it; signed in only with an e-mail. */
export interface SessionUser {
  uid: string;
  email: string;
  emailVerified: boolean;
  name: string | null;
  picture: string | null;
  isAdmin: boolean;
}
