/** Site paths of the learning content, shared by pages and components. */
export const blogTagUrl = (tag: string) => `/blog?${new URLSearchParams({ tag }).toString()}`;
export const articleUrl = (slug: string) => `/blog/${slug}`;
export const courseUrl = (slug: string) => `/course/${slug}`;
export const lessonUrl = (id: string) => `/lesson/${id}`;
export const loginUrl = (redirectTo: string) => `/login?${new URLSearchParams({ redirectTo }).toString()}`;
