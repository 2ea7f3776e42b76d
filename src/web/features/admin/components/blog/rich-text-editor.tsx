import { Placeholder } from "@tiptap/extensions";
import { EditorContent, useEditor } from "@tiptap/react";
import { useMemo, useState } from "react";
import { cn } from "@/web/lib/cn";
import { BLOG_SCHEMA } from "./editor/blog-schema";
import { FormatToolbar } from "./editor/format-toolbar";
import { LinkRow } from "./editor/link-row";

const EXTENSIONS = [...BLOG_SCHEMA, Placeholder.configure({ placeholder: "Write your post..." })];

const TEXT_CLASSES = cn(
  "min-h-[200px] max-h-[50vh] overflow-y-auto p-3 text-sm leading-6 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
  "[&_.is-editor-empty:first-child]:before:pointer-events-none [&_.is-editor-empty:first-child]:before:float-left [&_.is-editor-empty:first-child]:before:h-0 [&_.is-editor-empty:first-child]:before:text-muted-foreground [&_.is-editor-empty:first-child]:before:content-[attr(data-placeholder)]",
  "[&_blockquote]:border-l-4 [&_blockquote]:pl-3 [&_blockquote]:italic [&_h2]:font-semibold [&_h2]:text-xl [&_h3]:font-semibold [&_h3]:text-lg",
  "[&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6 [&_pre]:rounded [&_pre]:bg-muted [&_pre]:p-2 [&_pre]:font-mono [&_a]:text-primary [&_a]:underline",
);

interface RichTextEditorProps {
  id: string;
  /** The id of the visible label. */
  labelledBy: string;
  /** The starting HTML; the editor is uncontrolled after that. */
  initialHtml: string;
  onChange: (html: string) => void;
  invalid?: boolean;
  describedBy?: string;
}

/**
 * The blog's rich-text editor (TipTap): a toolbar of labelled buttons over a text area at least
 * 200 px high; Ctrl+B / I / U work in the text too. It can hold only what the blog's allow-list
 * keeps (editor/blog-schema.ts), and says "" while there is nothing in it.
 */
export function RichTextEditor({
  id,
  labelledBy,
  initialHtml,
  onChange,
  invalid,
  describedBy,
}: RichTextEditorProps) {
  const [content] = useState(initialHtml);
  const [linkOpen, setLinkOpen] = useState(false);
  // A new object only when an attribute changes: the editor updates its options when they differ.
  const editorProps = useMemo(
    () => ({
      attributes: {
        id,
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelledBy,
        ...(invalid ? { "aria-invalid": "true" } : {}),
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        class: TEXT_CLASSES,
      },
    }),
    [id, labelledBy, invalid, describedBy],
  );
  const editor = useEditor({
    extensions: EXTENSIONS,
    content,
    editorProps,
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? "" : current.getHTML()),
  });

  const closeLink = () => {
    setLinkOpen(false);
    editor.commands.focus();
  };

  const applyLink = (url: string) => {
    const chain = editor.chain().focus();
    // With nothing selected, the address itself becomes the link's text.
    const linked = editor.state.selection.empty
      ? chain.insertContent({
          type: "text",
          text: url,
          marks: [{ type: "link", attrs: { href: url } }],
        })
      : chain.extendMarkRange("link").setLink({ href: url });
    linked.run();
    setLinkOpen(false);
  };

  return (
    <div className={cn("rounded-md border", invalid ? "border-destructive" : "border-input")}>
      <FormatToolbar
        editor={editor}
        controls={id}
        linkOpen={linkOpen}
        onToggleLink={() => setLinkOpen((open) => !open)}
      />
      {linkOpen ? <LinkRow onApply={applyLink} onClose={closeLink} /> : null}
      <EditorContent editor={editor} />
    </div>
  );
}
