import { Icon, type IconName } from "~/ui/shell/Icon";

/**
 * Courses and tags store a picture as an emoji (the admin's "icon" field); it
 * is drawn with the site's own SVG icons, as an emoji renders as an empty box
 * where no emoji font is installed. Unknown values get the book.
 */
const ICON_OF: Record<string, IconName> = {
  "📐": "ruler",
  "📏": "ruler",
  "📖": "book",
  "📚": "book",
  "📘": "book",
  "🚀": "rocket",
  "🧠": "bulb",
  "💡": "bulb",
  "⚗️": "flask",
  "⚗": "flask",
  "🧪": "flask",
  "🧬": "flask",
  "📝": "pencil",
  "✏️": "pencil",
  "🔤": "chat",
  "💬": "chat",
  "🧭": "compass",
  "⏰": "clock",
  "🌱": "sprout",
  "🎓": "cap",
  "📊": "chart",
};

export function ContentIcon({ value, size = 24, className }: { value: string; size?: number; className?: string }) {
  return <Icon name={ICON_OF[value.trim()] ?? "book"} size={size} className={className} />;
}
