/** The registry: every content kind by name (see ./kind.ts for what an entry holds). */
import { articleKind } from "./article";
import { courseKind } from "./course";
import type { ContentKind } from "./labels";
import { lessonKind } from "./lesson";

export const KINDS = { article: articleKind, course: courseKind, lesson: lessonKind } satisfies Record<ContentKind, { kind: ContentKind }>;
