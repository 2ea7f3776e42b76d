import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Editor } from "@tiptap/core";
import { describe, expect, it, vi } from "vitest";
import { RichTextEditor } from "./rich-text-editor";

const TOOLBAR = [
  "Bold",
  "Italic",
  "Underline",
  "Heading 2",
  "Heading 3",
  "Bulleted list",
  "Numbered list",
  "Quote",
  "Code block",
  "Link",
];

function renderEditor(initialHtml = "", props: { invalid?: boolean; describedBy?: string } = {}) {
  const onChange = vi.fn<(html: string) => void>();
  const view = render(
    <>
      <span id="content-label">Content</span>
      <RichTextEditor
        id="content"
        labelledBy="content-label"
        initialHtml={initialHtml}
        onChange={onChange}
        {...props}
      />
    </>,
  );
  const textbox = screen.getByRole("textbox", { name: "Content" });
  // TipTap hangs its instance on the editable element: the way in for what happy-dom cannot
  // type (it has no editing engine for ProseMirror to watch).
  const editor = (textbox as HTMLElement & { editor: Editor }).editor;
  return { onChange, textbox, editor, user: userEvent.setup(), ...view };
}

describe("RichTextEditor", () => {
  it("is a labelled multi-line text box under a toolbar of labelled buttons", () => {
    const { textbox } = renderEditor();
    expect(textbox.getAttribute("id")).toBe("content");
    expect(textbox.getAttribute("aria-multiline")).toBe("true");
    expect(textbox.getAttribute("contenteditable")).toBe("true");
    const toolbar = screen.getByRole("toolbar", { name: "Formatting" });
    expect(toolbar.getAttribute("aria-controls")).toBe("content");
    for (const name of TOOLBAR) expect(screen.getByRole("button", { name })).toBeTruthy();
  });

  it("says when the content is invalid and where the message is", () => {
    const { textbox, rerender } = renderEditor();
    expect(textbox.hasAttribute("aria-invalid")).toBe(false);
    rerender(
      <>
        <span id="content-label">Content</span>
        <RichTextEditor
          id="content"
          labelledBy="content-label"
          initialHtml=""
          onChange={() => {}}
          invalid
          describedBy="content-error"
        />
      </>,
    );
    expect(textbox.getAttribute("aria-invalid")).toBe("true");
    expect(textbox.getAttribute("aria-describedby")).toBe("content-error");
  });

  it("runs a toggle from the keyboard and shows it pressed", async () => {
    const { user, editor, onChange } = renderEditor("<p>Words</p>");
    editor.commands.setTextSelection({ from: 1, to: 6 });
    const bold = screen.getByRole("button", { name: "Bold" });
    expect(bold.getAttribute("aria-pressed")).toBe("false");
    await user.tab();
    expect(document.activeElement).toBe(bold);
    await user.keyboard("{Enter}");
    expect(onChange).toHaveBeenLastCalledWith("<p><strong>Words</strong></p>");
    await waitFor(() => expect(bold.getAttribute("aria-pressed")).toBe("true"));
    await user.click(screen.getByRole("button", { name: "Heading 2" }));
    expect(onChange).toHaveBeenLastCalledWith("<h2><strong>Words</strong></h2>");
  });

  it("makes a link from the address box, refusing addresses the blog does not keep", async () => {
    const { user, onChange, textbox } = renderEditor();
    const link = screen.getByRole("button", { name: "Link" });
    await user.click(link);
    expect(link.getAttribute("aria-expanded")).toBe("true");
    const address = screen.getByRole("textbox", { name: "Link address" });
    expect(document.activeElement).toBe(address);
    await user.keyboard("javascript:alert(1){Enter}");
    expect(screen.getByRole("alert").textContent).toBe(
      "Enter an address starting with https://, http://, mailto: or /",
    );
    await user.clear(address);
    await user.keyboard("//evil.example{Enter}");
    expect(onChange).not.toHaveBeenCalled();

    await user.keyboard("{Escape}");
    expect(screen.queryByRole("textbox", { name: "Link address" })).toBeNull();
    expect(document.activeElement).toBe(textbox);

    await user.click(link);
    await user.keyboard("https://example.com/guide{Enter}");
    expect(onChange).toHaveBeenLastCalledWith(
      '<p><a href="https://example.com/guide">https://example.com/guide</a></p>',
    );
    expect(screen.queryByRole("textbox", { name: "Link address" })).toBeNull();
  });

  it("keeps hostile markup out, stored or pasted, and says '' when emptied", () => {
    const hostile =
      '<p>Safe text</p><img src="x" onerror="window.__pwned=1"><script>window.__pwned=2</script>' +
      '<a href="javascript:window.__pwned=3">click me</a>';
    const { textbox, editor, onChange } = renderEditor(hostile);
    expect(textbox.querySelector("img, script, [onerror]")).toBeNull();
    expect(textbox.querySelector("a")).toBeNull();
    expect(textbox.textContent).toContain("Safe text");

    editor.commands.clearContent(true);
    expect(onChange).toHaveBeenLastCalledWith("");
    editor.view.pasteHTML(hostile);
    expect(onChange).toHaveBeenLastCalledWith("<p>Safe text</p><p>click me</p>");
  });
});
