/**
 * A file's size as a person reads it: "850 KB", "2.4 MB". Browser-safe (the
 * upload island shows a chosen PDF's size with it); files/messages.ts passes it on.
 */
export function sizeLabel(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
