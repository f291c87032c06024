/** The blog feature's server API for other features (they import it only from here). */
export { blogSitemap, feedArticles } from "./blog.server";
export { blogUrl } from "./blog-url";
