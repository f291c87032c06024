/** The feeds feature's server API: the machine-readable views of the public site. */
export { robotsTxt, rssFeed, sitemap } from "./feeds.server";
