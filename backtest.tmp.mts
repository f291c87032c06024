import http from "node:http";
import { chromium } from "@playwright/test";
const status = Number(process.argv[2] ?? 302);
const target = process.argv[3] ?? "same";
const server = http.createServer((req, res) => {
  if (req.method === "POST") { res.writeHead(status, { Location: target === "same" ? req.url! : req.url + "?done" }); return res.end(); }
  res.writeHead(200, { "Content-Type": "text/html", "Cache-Control": "no-store" });
  res.end(`<!doctype html><title>${req.url}</title><a href="/lesson">lesson</a><form method="post"><button>done</button></form>`);
}).listen(4719);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const page = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
await page.goto("http://127.0.0.1:4719/start");
await page.click("a");
await page.waitForURL("**/lesson");
await page.click("button");
await page.waitForLoadState();
const len = await page.evaluate(() => history.length).catch(() => "?");
await page.goBack();
console.log(status, target, "history", len, "after back:", page.url());
await browser.close(); server.close();
