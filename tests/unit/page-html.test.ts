import { describe, expect, it } from "vitest";
import { pageHtml } from "../../src/server/http/page-html";
import { SSR_STATE_ELEMENT_ID } from "../../src/web/app/ssr-state";

// index.html as Vite writes it: the entry, the preloads of what it imports, the empty root.
const INDEX_HTML = [
  "<!doctype html><html><head><title>HomeScope</title>",
  '<script type="module" crossorigin src="/assets/index-1.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/framework-1.js">',
  '<link rel="stylesheet" crossorigin href="/assets/index-1.css">',
  '</head><body><div id="root"></div></body></html>',
].join("");

const page = (html: string, title: string | null = null) => ({
  html,
  title,
  state: {
    path: "/search",
    queries: [{ key: ["x"], data: "</script><b>", updatedAt: 1 }],
    lazies: [],
  },
});

describe("pageHtml", () => {
  const shapes = pageHtml(INDEX_HTML);

  it("leaves a page the browser draws as built, plus the route's preloads", () => {
    const html = shapes.clientDrawn(["/assets/search-1.js"]);
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/search-1.js"></head>',
    );
    expect(html).toContain('<div id="root"></div>');
  });

  it("puts a drawn page in the root and starts its scripts only through start-app.js", () => {
    const html = shapes.serverDrawn(page("<main>Homes</main>"), ["/assets/search-1.js"]);
    expect(html).toContain('<div id="root"><main>Homes</main></div>');
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain("modulepreload");
    expect(html).toContain(
      '<script src="/start-app.js" data-entry="/assets/index-1.js" ' +
        'data-preload="/assets/framework-1.js /assets/search-1.js" defer></script></head>',
    );
    // The stylesheet stays: the drawn page needs it for its first paint.
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-1.css">');
  });

  it("embeds the state so that no text in it can end its script element", () => {
    const html = shapes.serverDrawn(page("<p>x</p>"), []);
    const opening = `<script type="application/json" id="${SSR_STATE_ELEMENT_ID}">`;
    const body = html.slice(html.indexOf(opening) + opening.length, html.lastIndexOf("</script>"));
    expect(body).not.toContain("<");
    expect(JSON.parse(body).queries[0].data).toBe("</script><b>");
  });

  it("keeps dollar signs in page text as they are", () => {
    const text = "<p>$& $' $` $$ $1,250,000</p>";
    expect(shapes.serverDrawn(page(text), [])).toContain(`<div id="root">${text}</div>`);
  });

  it("gives the page its own title, escaped, and keeps the built one otherwise", () => {
    expect(shapes.serverDrawn(page("<p>x</p>"), [])).toContain("<title>HomeScope</title>");
    const html = shapes.serverDrawn(page("<p>x</p>", '<b>"Loft" & more</b> | HomeScope'), []);
    expect(html).toContain(
      "<title>&lt;b&gt;&quot;Loft&quot; &amp; more&lt;/b&gt; | HomeScope</title>",
    );
  });

  it("refuses an index.html without the root or the entry script", () => {
    expect(() => pageHtml("<html><body></body></html>")).toThrow(/lacks/);
  });
});
