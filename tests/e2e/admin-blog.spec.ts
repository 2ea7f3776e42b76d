import type { Page } from "@playwright/test";
import type { AdminBlogPostDetail } from "../../src/shared/admin-blog";
import { E2E_PORT } from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { uniqueTag } from "./support/unique";

const ORIGIN = { origin: `http://localhost:${E2E_PORT}` };

/** A post made through the admin API (as a crafted request could, bypassing the editor). */
async function createPost(page: Page, data: Record<string, unknown>) {
  const response = await page.request.post("/api/admin/blog/posts", { data, headers: ORIGIN });
  expect(response.status()).toBe(201);
  return (await response.json()) as AdminBlogPostDetail;
}

const row = (page: Page, text: string) => page.getByRole("row").filter({ hasText: text });
const postDialog = (page: Page) => page.getByRole("dialog");

test.describe("admin blog", () => {
  test.beforeEach(async ({ loginAs }) => {
    await loginAs("admin");
  });

  test("write a draft in the dialog, publish it, read it on /blog", async ({ page }) => {
    const title = `Draft ${uniqueTag()}`;
    await page.goto("/admin/blog");
    await expect(page.getByRole("heading", { level: 1, name: "Blog Management" })).toBeVisible();
    await expect(page.getByText(/^Last updated:/)).toBeVisible();

    await page.getByRole("button", { name: "New Draft" }).click();
    const dialog = postDialog(page);
    await expect(dialog.getByRole("heading", { name: "New Draft" })).toBeVisible();
    await dialog.getByRole("button", { name: "Save Draft" }).click();
    await expect(dialog.getByText("Title is required")).toBeVisible();
    await expect(dialog.getByText("Content is required")).toBeVisible();

    await dialog.getByLabel("Title", { exact: true }).fill(title);
    const editor = dialog.getByRole("textbox", { name: "Content" });
    await editor.click();
    await page.keyboard.type("Plain words. ");
    await dialog.getByRole("button", { name: "Bold", exact: true }).click();
    await page.keyboard.type("Strong words");
    await expect(dialog.getByText("Content is required")).toHaveCount(0);
    const preview = dialog.getByTestId("post-preview");
    await expect(preview.locator("strong")).toHaveText("Strong words");
    // A link from the toolbar; Escape in its address box closes only that box.
    await dialog.getByRole("button", { name: "Link", exact: true }).click();
    await dialog.getByRole("textbox", { name: "Link address" }).press("Escape");
    await expect(dialog.getByRole("textbox", { name: "Link address" })).toHaveCount(0);
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Link", exact: true }).click();
    await dialog.getByRole("textbox", { name: "Link address" }).fill("https://example.com/guide");
    await page.keyboard.press("Enter");
    await expect(preview.getByRole("link", { name: "https://example.com/guide" })).toHaveAttribute(
      "href",
      "https://example.com/guide",
    );
    // The editor takes focus back a frame after the link is made; typing elsewhere waits for it.
    await expect(editor).toBeFocused();
    const tags = dialog.getByLabel("Tags", { exact: true });
    await tags.fill("Staging");
    await tags.press("Enter");
    await expect(dialog.getByRole("button", { name: "Remove tag Staging" })).toBeVisible();
    await dialog.getByRole("button", { name: "Save Draft" }).click();
    await expect(dialog).toHaveCount(0);

    await page.getByRole("tab", { name: "Drafts" }).click();
    await expect(page).toHaveURL(/tab=drafts/);
    const draft = row(page, title);
    await expect(draft.getByRole("cell", { name: "Ada Admin" })).toBeVisible();
    await draft.getByRole("button", { name: `Publish ${title}` }).click();
    await expect(page.getByText("Post published")).toBeVisible();
    await expect(row(page, title)).toHaveCount(0);

    await page.getByRole("tab", { name: "Published Posts" }).click();
    const published = row(page, title);
    await expect(published).toBeVisible();
    const popup = page.waitForEvent("popup");
    await published.getByRole("link", { name: /^View/ }).click();
    const article = await popup;
    await expect(article.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(article.locator("strong", { hasText: "Strong words" })).toBeVisible();
    await article.close();

    await page.goto("/blog");
    await expect(page.getByRole("article").filter({ hasText: title })).toBeVisible();
  });

  test("hostile markup is cleaned in the preview and on the post page", async ({ page }) => {
    const title = `Hostile ${uniqueTag()}`;
    const post = await createPost(page, {
      title,
      content:
        '<p>Safe text</p><img src="x" onerror="window.__pwned=1"><script>window.__pwned=2</script>' +
        '<a href="javascript:window.__pwned=3">click me</a>',
    });
    await page.goto("/admin/blog?tab=drafts");
    await row(page, title)
      .getByRole("button", { name: `Edit ${title}` })
      .click();
    const dialog = postDialog(page);
    await expect(dialog.getByRole("heading", { name: "Edit Post" })).toBeVisible();
    const preview = dialog.getByTestId("post-preview");
    await expect(preview).toContainText("Safe text");
    await expect(preview.locator("img, script")).toHaveCount(0);
    await expect(preview.getByText("click me")).not.toHaveAttribute("href", /javascript/);
    await dialog.getByRole("button", { name: "Publish" }).click();
    await expect(dialog).toHaveCount(0);

    await page.goto(`/blog/${post.id}`);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    // Exact: the page also lists other posts' excerpts, and a retry's earlier post reads the same.
    await expect(page.getByText("Safe text", { exact: true })).toBeVisible();
    await page.getByText("click me", { exact: true }).click();
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  });

  test("an existing post's cover is uploaded and shown on its page", async ({ page }) => {
    const title = `Cover ${uniqueTag()}`;
    const post = await createPost(page, { title, content: "<p>Pictured</p>", status: "published" });
    await page.goto("/admin/blog");
    await row(page, title)
      .getByRole("button", { name: `Edit ${title}` })
      .click();
    const dialog = postDialog(page);
    await expect(dialog.getByText("No cover: the blog shows its default image.")).toBeVisible();
    await dialog
      .locator('input[type="file"]')
      .setInputFiles("assets/demo/properties/brick-townhouse-raleigh/01-property-front-view.webp");
    await expect(page.getByText("Cover updated")).toBeVisible();
    await expect(dialog.getByRole("img", { name: "Current cover" })).toBeVisible();
    // A published post is edited in place: Save Changes keeps it published.
    await dialog.getByLabel("Title", { exact: true }).fill(`${title} edited`);
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(row(page, `${title} edited`)).toBeVisible();

    await page.goto(`/blog/${post.id}`);
    await expect(page.getByRole("heading", { level: 1, name: `${title} edited` })).toBeVisible();
    await expect(page.locator(`img[src*="/media/blog/${post.id}/"]`).first()).toBeVisible();
  });

  test("New Post takes a cover, uploaded once the post is created", async ({ page }) => {
    const title = `New Cover ${uniqueTag()}`;
    await page.goto("/admin/blog");
    await page.getByRole("button", { name: "New Post" }).click();
    const dialog = postDialog(page);
    await dialog.getByLabel("Title", { exact: true }).fill(title);
    await dialog
      .getByRole("textbox", { name: "Content" })
      .fill("A post with a cover from the start.");
    await dialog
      .locator('input[type="file"]')
      .setInputFiles("assets/demo/properties/brick-townhouse-raleigh/01-property-front-view.webp");
    await expect(dialog.getByRole("img", { name: "Current cover" })).toBeVisible();
    await dialog.getByRole("button", { name: "Publish" }).click();
    await expect(dialog).toHaveCount(0);
    await page.goto(`/blog?q=${encodeURIComponent(title)}`);
    const card = page.getByRole("article").filter({ hasText: title });
    await expect(card.locator('img[src*="/media/blog/"]')).toBeVisible();
  });

  test("a quick draft appears in Drafts", async ({ page }) => {
    await page.goto("/admin/blog");
    const created = page.waitForResponse(
      (response) =>
        response.url().endsWith("/api/admin/blog/posts/quick-draft") && response.status() === 201,
    );
    await page.getByRole("button", { name: "Quick Draft" }).click();
    const { id } = (await (await created).json()) as AdminBlogPostDetail;
    await expect(page).toHaveURL(/tab=drafts/);
    await expect(page.getByRole("tab", { name: "Drafts" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(row(page, "New Draft Post").first()).toBeVisible();

    // Empty content cannot go live: Publish is refused with the form's message.
    const refused = await page.request.post(`/api/admin/blog/posts/${id}/publish`, {
      headers: ORIGIN,
    });
    expect(refused.status()).toBe(400);
    expect((await refused.json()).message).toBe("Content is required");
    const gone = await page.request.delete(`/api/admin/blog/posts/${id}`, { headers: ORIGIN });
    expect(gone.status()).toBe(204);
  });

  test("deleting a post asks first, then removes it", async ({ page }) => {
    const title = `Doomed ${uniqueTag()}`;
    const post = await createPost(page, { title, content: "<p>Bye</p>", status: "published" });
    await page.goto("/admin/blog");
    await row(page, title)
      .getByRole("button", { name: `Delete ${title}` })
      .click();
    const confirm = page.getByRole("alertdialog");
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(row(page, title)).toBeVisible();
    await row(page, title)
      .getByRole("button", { name: `Delete ${title}` })
      .click();
    await confirm.getByRole("button", { name: "Delete Post" }).click();
    await expect(page.getByText("Post deleted successfully.")).toBeVisible();
    await expect(row(page, title)).toHaveCount(0);
    expect((await page.request.get(`/api/blog/posts/${post.id}`)).status()).toBe(404);
  });

  test("category rules: add, duplicate refused, rename, cancel, delete", async ({ page }) => {
    const tag = uniqueTag();
    const name = `Cat ${tag}`;
    const busy = `Busy ${tag}`;
    await createPost(page, { title: `Post ${tag}`, content: "<p>x</p>", categories: [busy] });
    await page.goto("/admin/blog?tab=categories");
    const box = page.getByRole("textbox", { name: "New category name" });

    await box.fill(`  ${name}  `);
    await box.press("Enter");
    await expect(row(page, name)).toBeVisible();
    await expect(box).toHaveValue("");

    await box.fill("   ");
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await expect(page.getByRole("alert")).toHaveCount(0);

    await box.fill(name.toUpperCase());
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await expect(page.getByRole("alert")).toHaveText(/A category with this name already exists\./);

    await row(page, name)
      .getByRole("button", { name: `Edit ${name}` })
      .click();
    const rename = page.getByRole("textbox", { name: `New name for ${name}` });
    await rename.fill("Never saved");
    await rename.press("Escape");
    await expect(row(page, name)).toBeVisible();
    await expect(row(page, "Never saved")).toHaveCount(0);

    const renamed = `Renamed ${tag}`;
    await row(page, name)
      .getByRole("button", { name: `Edit ${name}` })
      .click();
    await page.getByRole("textbox", { name: `New name for ${name}` }).fill(renamed);
    await page.keyboard.press("Enter");
    await expect(row(page, renamed)).toBeVisible();
    await expect(row(page, name)).toHaveCount(0);

    const busyRow = row(page, busy);
    await expect(busyRow.getByRole("cell").nth(1)).toHaveText("1");
    const blocked = busyRow.getByRole("button", { name: new RegExp(`^Delete ${busy}`) });
    await expect(blocked).toBeDisabled();
    await blocked.hover();
    await expect(page.getByRole("tooltip")).toHaveText("Cannot delete categories with posts");

    await row(page, renamed)
      .getByRole("button", { name: `Delete ${renamed}` })
      .click();
    await expect(row(page, renamed)).toHaveCount(0);
  });
});
