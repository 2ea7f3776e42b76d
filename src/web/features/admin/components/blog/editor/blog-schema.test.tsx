import { Editor } from "@tiptap/core";
import { afterEach, describe, expect, it } from "vitest";
import { sanitizeBlogHtml } from "@/server/blog/sanitize";
import { BLOG_SCHEMA } from "./blog-schema";

let editor: Editor | null = null;
afterEach(() => {
  editor?.destroy();
  editor = null;
});

/** What the editor writes after taking in some HTML (stored or pasted). */
function through(html: string, how: "stored" | "pasted" = "stored"): string {
  editor = new Editor({ extensions: BLOG_SCHEMA, content: how === "stored" ? html : "" });
  if (how === "pasted") editor.view.pasteHTML(html);
  return editor.getHTML();
}

/**
 * HTML as a browser reads it back. The server writes void elements as "<br />", the editor as
 * "<br>": the same markup, so the comparison is of what a browser parses.
 */
function parsed(html: string): string {
  const template = document.createElement("template");
  template.innerHTML = html;
  return template.innerHTML;
}

const TYPICAL = [
  "<h2>Staging a home</h2><p>Plain, <strong>bold</strong>, <em>italic</em> and <u>underlined</u>.</p>",
  "<h1>One</h1><h3>Three</h3><h4>Four</h4><h5>Five</h5><h6>Six</h6>",
  "<ul><li><p>First</p></li><li><p>Second</p></li></ul><ol><li><p>One</p><ul><li><p>Nested</p></li></ul></li></ol>",
  '<p>Read <a href="https://example.com/guide">the guide</a>, <a href="/blog/42">our post</a> or <a href="mailto:hi@example.com">write</a>.</p>',
  '<p>Opens elsewhere: <a href="https://example.com" target="_blank" rel="noopener noreferrer">site</a></p>',
  '<p><img alt="The front porch" src="/media/blog/1/porch.webp"> and <img alt="" src="/media/blog/1/x.webp?v=2"></p>',
  "<blockquote><p>A quote</p><p>over two lines</p></blockquote>",
  "<pre><code>const price = 450_000;\nif (price &lt; 500_000) buy();</code></pre>",
  "<p>Inline <code>code</code> and a<br>line break</p>",
  '<p class="lead">Classes <strong class="x">stay</strong>, <a class="more" href="/x">here</a></p>',
  '<p><a class="more" href="/x" target="_self" rel="noopener noreferrer">too</a></p>',
];

describe("the blog editor's schema", () => {
  it.each(TYPICAL)("writes typical content the server stores unchanged: %s", (html) => {
    const written = through(html);
    expect(parsed(sanitizeBlogHtml(written))).toBe(written);
  });

  it("keeps the typical content it is given", () => {
    expect(through(TYPICAL[0] ?? "")).toBe(TYPICAL[0]);
    expect(through(TYPICAL[3] ?? "")).toBe(TYPICAL[3]);
    expect(through(TYPICAL[5] ?? "")).toBe(TYPICAL[5]);
  });

  it("turns near misses into what the server keeps", () => {
    expect(through("<p><b>b</b><i>i</i></p><div>line</div>")).toBe(
      "<p><strong>b</strong><em>i</em></p><p>line</p>",
    );
    expect(through('<p><a href="/x" target="_blank" rel="opener">x</a></p>')).toBe(
      '<p><a href="/x" target="_blank" rel="noopener noreferrer">x</a></p>',
    );
    expect(through('<p><a href="/x" target="evil" title="t">x</a></p>')).toBe(
      '<p><a href="/x">x</a></p>',
    );
    expect(through('<p><img src="media/x.webp" title="t" width="9"></p>')).toBe("<p></p>");
    expect(through('<p><img src="https://homescope.invalid/media/x.webp"></p>')).toBe(
      '<p><img alt="" src="/media/x.webp"></p>',
    );
  });

  it("drops what the allow-list lacks: strike, rules, tables, styles, unknown attributes", () => {
    const written = through(
      '<p style="color:red" data-x="1"><s>gone</s> kept</p><hr><table><tr><td>cell</td></tr></table>',
    );
    expect(written).toBe("<p>gone kept</p><p>cell</p>");
    expect(parsed(sanitizeBlogHtml(written))).toBe(written);
  });

  it.each(["stored", "pasted"] as const)("never writes hostile markup that was %s", (how) => {
    const written = through(
      '<p>Safe text</p><img src="x" onerror="window.__pwned=1">' +
        '<img src="/media/ok.webp" onerror="window.__pwned=1"><script>window.__pwned=2</script>' +
        '<a href="javascript:window.__pwned=3">click me</a> <a href=" JaVa&#x09;script:alert(1)">tab</a>' +
        '<a href="java<!--x-->script:alert(1)">comment</a> <a href="//evil.example/x">away</a>' +
        '<a href="data:text/html,<script>alert(1)</script>">scheme</a>' +
        '<svg><a href="javascript:alert(1)">vector</a></svg><iframe name="frame"></iframe>' +
        '<p onclick="window.__pwned=4" style="background:url(javascript:alert(1))">click</p>' +
        '<img src="/media/../../etc/passwd"><img src="/\\evil.example/media/x.webp">',
      how,
    );
    expect(written).not.toMatch(/script|onerror|onclick|style|javascript|iframe|svg|evil|data:/i);
    expect(written).toContain("Safe text");
    expect(written).toContain("click me");
    expect(written).toContain('<img alt="" src="/media/ok.webp">');
    expect(parsed(sanitizeBlogHtml(written))).toBe(written);
  });
});
