import { describe, expect, it } from "vitest";
import { BLOG_ALLOWED_TAGS } from "@/shared/blog-html";
import { hasReadableContent, sanitizeBlogHtml, toPlainText } from "./sanitize";

/** Known XSS payloads (OWASP filter evasion cheat sheet, html5sec, mutation-XSS reports). */
const PAYLOADS = [
  "<script>alert(1)</script>",
  "<SCRIPT SRC=//evil.example/xss.js></SCRIPT>",
  "<scr<script>ipt>alert(1)</scr</script>ipt>",
  '<img src="x" onerror="alert(1)">',
  "<img src=x onerror=alert(1)//",
  '<img src="/media/a-960.webp" onload="alert(1)">',
  "<IMG SRC=JaVaScRiPt:alert(1)>",
  '<img src="javascript:alert(1)">',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<img src="https://evil.example/pixel.gif">',
  '<img src="//evil.example/pixel.gif">',
  '<img src="/\\evil.example/pixel.gif">',
  '<img src=" /\t/evil.example/pixel.gif">',
  '<img """><script>alert(1)</script>">',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href="jav&#x0A;ascript:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="&#x6A;avascript:alert(1)">x</a>',
  '<a href="  javascript:alert(1)">x</a>',
  '<a href="\x01javascript:alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="data:text/html,<script>alert(1)</script>">x</a>',
  '<a href="#" onclick="alert(1)">x</a>',
  '<a href="https://ok.example" onmouseover="alert(1)">x</a>',
  "<svg onload=alert(1)>",
  "<svg><script>alert(1)</script></svg>",
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">x</text></a></svg>',
  "<svg><animate onbegin=alert(1) attributeName=x dur=1s>",
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>",
  '<math><mtext><option><FAKEFAKE><option></option><mglyph><svg><mtext><style><a title="</style><img src=x onerror=alert(1)>">',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  "<input onfocus=alert(1) autofocus>",
  "<details open ontoggle=alert(1)>",
  '<body onload="alert(1)">',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<p style="behavior:url(xss.htc)">x</p>',
  "<style>@import 'javascript:alert(1)';</style>",
  '<link rel="stylesheet" href="javascript:alert(1)">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<p class="x" onclick="alert(1)">x</p>',
  "<p>unclosed <img src=x onerror=alert(1) ",
  '<a href="javascript:alert(1)"',
  '<pre><code onmouseover="alert(1)">x</code></pre>',
  "<template><script>alert(1)</script></template>",
  "<![CDATA[<script>alert(1)</script>]]>",
  "<!--<script>alert(1)</script>-->",
  "<textarea><script>alert(1)</script></textarea>",
  "<xmp><img src=x onerror=alert(1)></xmp>",
];

const FORBIDDEN = [
  /<script/i,
  /<iframe/i,
  /<object/i,
  /<embed/i,
  /<svg/i,
  /<math/i,
  /<style/i,
  /<form/i,
  /<input/i,
  /<meta/i,
  /<link/i,
  /<base/i,
  /\son\w+\s*=/i,
  /style\s*=/i,
  /javascript:/i,
  /vbscript:/i,
  /data:/i,
  /xlink/i,
  /srcdoc/i,
  /evil\.example/i,
];

describe("sanitizeBlogHtml", () => {
  it.each(PAYLOADS)("leaves nothing dangerous of %s", (payload) => {
    const clean = sanitizeBlogHtml(payload);
    for (const pattern of FORBIDDEN) expect(clean).not.toMatch(pattern);
    // Whatever is left must itself be stable: sanitising again changes nothing.
    expect(sanitizeBlogHtml(clean)).toBe(clean);
  });

  it("keeps the allowed formatting", () => {
    const html = [
      "<h1>Title</h1><h2>Sub</h2><h3>a</h3><h4>b</h4><h5>c</h5><h6>d</h6>",
      "<p>Some <strong>bold</strong>, <em>em</em> and <u>underlined</u> text.<br />Next line.</p>",
      "<ul><li>one</li></ul><ol><li>two</li></ol>",
      "<blockquote>Quote</blockquote><pre><code>code()</code></pre>",
      '<p class="lead">Lead</p>',
    ].join("");
    expect(sanitizeBlogHtml(html)).toBe(html);
  });

  it("keeps http(s), mailto and relative links, with rel for those opening elsewhere", () => {
    expect(sanitizeBlogHtml('<a href="https://www.consumerfinance.gov/">CFPB</a>')).toBe(
      '<a href="https://www.consumerfinance.gov/">CFPB</a>',
    );
    expect(sanitizeBlogHtml('<a href="mailto:team@example.com">Mail</a>')).toBe(
      '<a href="mailto:team@example.com">Mail</a>',
    );
    expect(sanitizeBlogHtml('<a href="/search?q=loft">Lofts</a>')).toBe(
      '<a href="/search?q=loft">Lofts</a>',
    );
    expect(sanitizeBlogHtml('<a href="http://a.example" target="_blank" rel="opener">A</a>')).toBe(
      '<a href="http://a.example" target="_blank" rel="noopener noreferrer">A</a>',
    );
    expect(sanitizeBlogHtml('<a href="ftp://a.example/file" target="bad">F</a>')).toBe("<a>F</a>");
  });

  it("keeps images only from the app's own media, as absolute paths, with alt text", () => {
    expect(sanitizeBlogHtml('<img src="/media/blog/1/cover-960.webp" alt="Porch" width="9">')).toBe(
      '<img alt="Porch" src="/media/blog/1/cover-960.webp" />',
    );
    expect(sanitizeBlogHtml('<img src="../media/blog/1/a-480.webp" alt="Kitchen">')).toBe(
      '<img alt="Kitchen" src="/media/blog/1/a-480.webp" />',
    );
    expect(sanitizeBlogHtml('<img src="/media/../api/auth/sign-out">')).toBe("");
    expect(sanitizeBlogHtml('<img src="/api/auth/sign-out">')).toBe("");
    expect(sanitizeBlogHtml('<img src="/media/blog/1/a-480.webp">')).toBe(
      '<img alt="" src="/media/blog/1/a-480.webp" />',
    );
    expect(sanitizeBlogHtml('<img alt="no source">')).toBe("");
  });

  it("escapes text that looks like markup", () => {
    expect(sanitizeBlogHtml("<p>1 &lt; 2 &amp;&amp; <b>bold</b></p>")).toBe(
      "<p>1 &lt; 2 &amp;&amp; bold</p>",
    );
  });
});

describe("toPlainText", () => {
  it("drops tags and hidden content, decodes entities and separates blocks", () => {
    expect(
      toPlainText(
        "<h2>Fish &amp; chips</h2><p>A &lt;b&gt; &quot;quoted&quot;<br>line</p><ul><li>one</li><li>two</li></ul><script>x()</script>",
      ),
    ).toBe('Fish & chips A <b> "quoted" line one two');
  });

  it("keeps inline elements within a word", () => {
    expect(toPlainText("<p>re<strong>mark</strong>able</p>")).toBe("remarkable");
  });
});

describe("the shared allow-list", () => {
  it("is what the sanitiser keeps: every listed tag survives, others do not", () => {
    for (const tag of BLOG_ALLOWED_TAGS) {
      if (tag === "img" || tag === "br") continue;
      expect(sanitizeBlogHtml(`<${tag} class="x">t</${tag}>`)).toBe(`<${tag} class="x">t</${tag}>`);
    }
    expect(sanitizeBlogHtml('<div class="x"><span>t</span></div>')).toBe("t");
  });
});

describe("hasReadableContent", () => {
  it("needs text or an image; markup alone is no content", () => {
    expect(hasReadableContent("<p>Hi</p>")).toBe(true);
    expect(hasReadableContent('<p><img src="/media/a-480.webp" alt="" /></p>')).toBe(true);
    expect(hasReadableContent("<p> </p><p><br /></p>")).toBe(false);
    expect(hasReadableContent("")).toBe(false);
  });
});
