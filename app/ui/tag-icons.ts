/** A picture for an article's generated cover, from its first tag. */
const TAG_ICONS: Record<string, string> = {
  เทคนิคการอ่าน: "📚",
  เตรียมสอบ: "📝",
  จัดการเวลา: "⏰",
  แรงบันดาลใจ: "🌱",
  ภาษาอังกฤษ: "🔤",
  คณิตศาสตร์: "📐",
  ฟิสิกส์: "🚀",
  เคมี: "⚗️",
  ชีววิทยา: "🧬",
};

export function tagIcon(tag: string | undefined): string {
  return (tag && TAG_ICONS[tag]) || "✏️";
}
