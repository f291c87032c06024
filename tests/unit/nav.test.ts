import { describe, expect, it } from "vitest";
import { navLinks } from "../../app/ui/shell/nav";

type Role = "anonymous" | "student" | "admin";
const USERS: Record<Role, { isAdmin: boolean } | null> = {
  anonymous: null,
  student: { isAdmin: false },
  admin: { isAdmin: true },
};

const LABELS: Record<Role, string[]> = {
  anonymous: ["หน้าหลัก", "บทความ", "บทเรียน", "เข้าสู่ระบบ"],
  student: ["หน้าหลัก", "บทความ", "บทเรียน"],
  admin: ["หน้าหลัก", "บทความ", "บทเรียน", "แอดมิน", "สถิติ"],
};

const TARGETS: Record<string, string> = {
  หน้าหลัก: "/",
  บทความ: "/blog",
  บทเรียน: "/dashboard",
  เข้าสู่ระบบ: "/login",
  แอดมิน: "/admin",
  สถิติ: "/admin/stats",
};

/** Which label is active on a path, per role (null: none). Admin-only paths are still rated for everyone. */
const CASES: Array<[path: string, active: Partial<Record<Role, string | null>> & { all?: string | null }]> = [
  ["/", { all: "หน้าหลัก" }],
  ["", { all: "หน้าหลัก" }],
  ["//", { all: "หน้าหลัก" }],
  ["/?tab=1", { all: "หน้าหลัก" }],
  ["/index", { all: null }],
  ["/blog", { all: "บทความ" }],
  ["/blog/", { all: "บทความ" }],
  ["/blog/x", { all: "บทความ" }],
  ["/blog/my-first-post/", { all: "บทความ" }],
  ["/blog/a/b/c", { all: "บทความ" }],
  ["/BLOG/Post", { all: "บทความ" }],
  ["/blogger", { all: null }],
  ["/blog-post", { all: null }],
  ["/myblog", { all: null }],
  ["/dashboard", { all: "บทเรียน" }],
  ["/dashboard/", { all: "บทเรียน" }],
  ["/dashboard/settings", { all: "บทเรียน" }],
  ["/dashboards", { all: null }],
  ["/course", { all: "บทเรียน" }],
  ["/course/abc", { all: "บทเรียน" }],
  ["/course/abc/", { all: "บทเรียน" }],
  ["/courses", { all: null }],
  ["/lesson", { all: "บทเรียน" }],
  ["/lesson/1", { all: "บทเรียน" }],
  ["/lesson/1/quiz", { all: "บทเรียน" }],
  ["/lessons/1", { all: null }],
  ["/login", { anonymous: "เข้าสู่ระบบ", student: null, admin: null }],
  ["/login/", { anonymous: "เข้าสู่ระบบ", student: null, admin: null }],
  ["/login?redirectTo=%2Fdashboard", { anonymous: "เข้าสู่ระบบ", student: null, admin: null }],
  ["/loginx", { all: null }],
  ["/logout", { all: null }],
  ["/admin", { anonymous: null, student: null, admin: "แอดมิน" }],
  ["/admin/", { anonymous: null, student: null, admin: "แอดมิน" }],
  ["/admin/articles", { anonymous: null, student: null, admin: "แอดมิน" }],
  ["/admin/courses/abc/edit", { anonymous: null, student: null, admin: "แอดมิน" }],
  ["/admin/statsx", { anonymous: null, student: null, admin: "แอดมิน" }],
  ["/admin/stat", { anonymous: null, student: null, admin: "แอดมิน" }],
  ["/admin/stats", { anonymous: null, student: null, admin: "สถิติ" }],
  ["/admin/stats/", { anonymous: null, student: null, admin: "สถิติ" }],
  ["/admin/stats/x", { anonymous: null, student: null, admin: "สถิติ" }],
  ["/admin/stats/x/y", { anonymous: null, student: null, admin: "สถิติ" }],
  ["/administrator", { all: null }],
  ["/_app", { all: null }],
  ["/no-such-page", { all: null }],
];

const ROLES: Role[] = ["anonymous", "student", "admin"];

describe("navLinks: labels, targets and order per role", () => {
  it.each(ROLES)("%s", (role) => {
    const links = navLinks("/", USERS[role]);
    expect(links.map((l) => l.label)).toEqual(LABELS[role]);
    for (const link of links) expect(link.to).toBe(TARGETS[link.label]);
  });

  it("a signed-in user never gets the login link, anonymous visitors and students never the admin links", () => {
    for (const [path] of CASES) {
      expect(navLinks(path, USERS.student).map((l) => l.to)).not.toContain("/login");
      expect(navLinks(path, USERS.admin).map((l) => l.to)).not.toContain("/login");
      for (const role of ["anonymous", "student"] as const) {
        const targets = navLinks(path, USERS[role]).map((l) => l.to);
        expect(targets).not.toContain("/admin");
        expect(targets).not.toContain("/admin/stats");
      }
    }
  });
});

describe("navLinks: the active link", () => {
  const rows = CASES.flatMap(([path, expected]) =>
    ROLES.map((role) => {
      const active = "all" in expected ? expected.all : expected[role];
      return { path, role, active: active ?? null };
    }),
  );

  it.each(rows)("$role on '$path' → $active", ({ path, role, active }) => {
    const links = navLinks(path, USERS[role]);
    const activeLabels = links.filter((l) => l.active).map((l) => l.label);
    expect(activeLabels).toEqual(active ? [active] : []);
  });
});

describe("navLinks: purity", () => {
  it("returns fresh arrays and the same answer for the same input", () => {
    const a = navLinks("/blog/x", USERS.admin);
    const b = navLinks("/blog/x", USERS.admin);
    expect(a).toEqual(b);
    expect(a).not.toBe(b);
  });
});
