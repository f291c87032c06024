/**
 * The public "คำถามที่พบบ่อย" of the lessons: the published copies (`faq`),
 * rendered once and kept per process for the current content version (every
 * publish, unpublish or edit of a published answer bumps it), so a warm lesson
 * view reads nothing from Firestore and the HTML cache, keyed by the same
 * version, never serves an old FAQ.
 */
import { withTimeout } from "~/platform/firebase-admin.server";
import { renderMarkdown } from "~/services/markdown/markdown.server";
import { publishedContent } from "~/content/cache.server";
import { fetchFaq } from "./questions.store.server";

export interface FaqItem {
  id: string;
  questionHtml: string;
  answerHtml: string;
  hasMath: boolean;
}

let cached: { version: number; byLesson: Map<string, FaqItem[]> } | null = null;
let loading: { version: number; promise: Promise<Map<string, FaqItem[]>> } | null = null;

async function load(): Promise<Map<string, FaqItem[]>> {
  const byLesson = new Map<string, FaqItem[]>();
  for (const entry of await withTimeout(fetchFaq(), 5_000, "faq read")) {
    const question = renderMarkdown(entry.question, { topHeading: 3 });
    const answer = renderMarkdown(entry.answer, { topHeading: 3 });
    const list = byLesson.get(entry.lessonId) ?? [];
    list.push({ id: entry.id, questionHtml: question.html, answerHtml: answer.html, hasMath: question.hasMath || answer.hasMath });
    byLesson.set(entry.lessonId, list);
  }
  return byLesson;
}

/** The FAQ of a lesson (empty when none, or when it cannot be read and nothing is cached: logged). */
export async function lessonFaq(lessonId: string): Promise<FaqItem[]> {
  const { version } = await publishedContent();
  if (cached?.version !== version) {
    if (loading?.version !== version) {
      const promise = load().finally(() => {
        if (loading?.promise === promise) loading = null;
      });
      loading = { version, promise };
    }
    try {
      const byLesson = await loading!.promise;
      if (!cached || cached.version <= version) cached = { version, byLesson };
    } catch (error) {
      console.error(`faq read failed: ${error instanceof Error ? error.message : String(error)}`);
      return cached?.byLesson.get(lessonId) ?? [];
    }
  }
  return cached?.byLesson.get(lessonId) ?? [];
}
