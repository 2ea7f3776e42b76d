import {
  Bold,
  Code,
  Heading2,
  Heading3,
  Italic,
  Link2,
  List,
  ListOrdered,
  type LucideIcon,
  Quote,
  Underline,
} from "lucide-react";
import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { Button } from "@/web/components/ui/button";
import { Input } from "@/web/components/ui/input";
import { cn } from "@/web/lib/cn";
import { normalizeEditorHtml, sanitizePreview } from "./preview-html";

interface Command {
  label: string;
  icon: LucideIcon;
  run: () => void;
  /** For toggles: whether the selection has it now (aria-pressed). */
  active?: () => boolean;
}

// execCommand is deprecated but still the only built-in way to edit rich text in every browser,
// and the editor's output is cleaned (normalizeEditorHtml, then the server's sanitiser) anyway.
const exec = (command: string, value?: string) => document.execCommand(command, false, value);
const state = (command: string) => document.queryCommandState(command);
const blockIs = (tag: string) =>
  String(document.queryCommandValue("formatBlock")).toLowerCase() === tag;
/** A block format that the same button takes off again. */
const toggleBlock = (tag: string) => () => exec("formatBlock", blockIs(tag) ? "<p>" : `<${tag}>`);

const COMMANDS: Command[] = [
  { label: "Bold", icon: Bold, run: () => exec("bold"), active: () => state("bold") },
  { label: "Italic", icon: Italic, run: () => exec("italic"), active: () => state("italic") },
  {
    label: "Underline",
    icon: Underline,
    run: () => exec("underline"),
    active: () => state("underline"),
  },
  { label: "Heading 2", icon: Heading2, run: toggleBlock("h2"), active: () => blockIs("h2") },
  { label: "Heading 3", icon: Heading3, run: toggleBlock("h3"), active: () => blockIs("h3") },
  {
    label: "Bulleted list",
    icon: List,
    run: () => exec("insertUnorderedList"),
    active: () => state("insertUnorderedList"),
  },
  {
    label: "Numbered list",
    icon: ListOrdered,
    run: () => exec("insertOrderedList"),
    active: () => state("insertOrderedList"),
  },
  {
    label: "Quote",
    icon: Quote,
    run: toggleBlock("blockquote"),
    active: () => blockIs("blockquote"),
  },
  { label: "Code block", icon: Code, run: toggleBlock("pre"), active: () => blockIs("pre") },
];

/** Addresses a link may take, as the server keeps them: web, mail or a path of this site. */
const LINK_ADDRESS = /^(?:https?:\/\/\S+|mailto:\S+|\/\S*)$/i;

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
 * A small rich-text editor: a toolbar of labelled buttons (Tab reaches them, Enter or
 * Space runs them; Ctrl+B / I / U work in the text too) over a content-editable area at least
 * 200 px high. Its output speaks only the allowed tags.
 */
export function RichTextEditor({
  id,
  labelledBy,
  initialHtml,
  onChange,
  invalid,
  describedBy,
}: RichTextEditorProps) {
  const editor = useRef<HTMLDivElement>(null);
  const range = useRef<Range | null>(null);
  const [, rerender] = useState(0);
  const [linkOpen, setLinkOpen] = useState(false);
  const [linkUrl, setLinkUrl] = useState("");
  const [linkError, setLinkError] = useState<string | null>(null);

  // The starting content only: after that the browser owns the editable area.
  // biome-ignore lint/correctness/useExhaustiveDependencies: initialHtml is read once on purpose.
  useEffect(() => {
    if (editor.current) editor.current.innerHTML = sanitizePreview(initialHtml);
  }, []);

  // Remember where the caret was, so toolbar buttons (which take focus) act on that selection.
  useEffect(() => {
    const remember = () => {
      const selection = document.getSelection();
      const node = selection?.rangeCount ? selection.getRangeAt(0).commonAncestorContainer : null;
      if (node && editor.current?.contains(node)) {
        range.current = selection?.getRangeAt(0).cloneRange() ?? null;
        rerender((n) => n + 1);
      }
    };
    document.addEventListener("selectionchange", remember);
    return () => document.removeEventListener("selectionchange", remember);
  }, []);

  const emit = () => onChange(normalizeEditorHtml(editor.current?.innerHTML ?? ""));

  const restoreSelection = () => {
    editor.current?.focus();
    exec("defaultParagraphSeparator", "p");
    const selection = document.getSelection();
    if (range.current && selection) {
      selection.removeAllRanges();
      selection.addRange(range.current);
    }
  };

  const run = (command: Command) => {
    restoreSelection();
    command.run();
    emit();
  };

  const applyLink = () => {
    const url = linkUrl.trim();
    if (!LINK_ADDRESS.test(url)) {
      setLinkError("Enter an address starting with https://, http://, mailto: or /");
      return;
    }
    restoreSelection();
    if (range.current && !range.current.collapsed) exec("createLink", url);
    else {
      const link = document.createElement("a");
      link.href = url;
      link.textContent = url;
      exec("insertHTML", link.outerHTML);
    }
    emit();
    setLinkOpen(false);
    setLinkUrl("");
    setLinkError(null);
  };

  const onLinkKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") {
      event.preventDefault();
      applyLink();
    }
    if (event.key === "Escape") {
      // Close the link row only; the dialog leaves Escape inside [data-own-escape] alone.
      event.preventDefault();
      setLinkOpen(false);
      restoreSelection();
    }
  };

  const selectionInside = range.current !== null;
  return (
    <div className={cn("rounded-md border", invalid ? "border-destructive" : "border-input")}>
      <div
        role="toolbar"
        aria-label="Formatting"
        aria-controls={id}
        className="flex flex-wrap gap-1 border-b p-1"
      >
        {COMMANDS.map((command) => {
          const Icon = command.icon;
          const pressed = selectionInside && command.active ? command.active() : false;
          return (
            <Button
              key={command.label}
              type="button"
              variant={pressed ? "secondary" : "ghost"}
              size="icon"
              className="size-9"
              aria-label={command.label}
              aria-pressed={command.active ? pressed : undefined}
              title={command.label}
              // Keep the text selected when the button is clicked with a mouse.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => run(command)}
            >
              <Icon aria-hidden="true" />
            </Button>
          );
        })}
        <Button
          type="button"
          variant={linkOpen ? "secondary" : "ghost"}
          size="icon"
          className="size-9"
          aria-label="Link"
          aria-expanded={linkOpen}
          title="Link"
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => setLinkOpen((open) => !open)}
        >
          <Link2 aria-hidden="true" />
        </Button>
      </div>
      {linkOpen ? (
        <div className="grid gap-1 border-b p-2" data-own-escape>
          <div className="flex gap-2">
            <Input
              aria-label="Link address"
              placeholder="https://example.com"
              value={linkUrl}
              autoFocus
              aria-invalid={linkError ? true : undefined}
              onChange={(event) => setLinkUrl(event.target.value)}
              onKeyDown={onLinkKey}
            />
            <Button type="button" variant="outline" onClick={applyLink}>
              Apply
            </Button>
          </div>
          {linkError ? (
            <p role="alert" className="text-destructive text-sm">
              {linkError}
            </p>
          ) : null}
        </div>
      ) : null}
      {/* biome-ignore lint/a11y/useSemanticElements: a rich-text area has no native element; role textbox is its ARIA pattern. */}
      <div
        ref={editor}
        id={id}
        role="textbox"
        tabIndex={0}
        aria-multiline="true"
        aria-labelledby={labelledBy}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        contentEditable
        suppressContentEditableWarning
        onInput={emit}
        onFocus={() => exec("defaultParagraphSeparator", "p")}
        data-placeholder="Write your post..."
        className={cn(
          "min-h-[200px] max-h-[50vh] overflow-y-auto p-3 text-sm leading-6 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
          "empty:before:text-muted-foreground empty:before:content-[attr(data-placeholder)]",
          "[&_blockquote]:border-l-4 [&_blockquote]:pl-3 [&_blockquote]:italic [&_h2]:font-semibold [&_h2]:text-xl [&_h3]:font-semibold [&_h3]:text-lg",
          "[&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6 [&_pre]:rounded [&_pre]:bg-muted [&_pre]:p-2 [&_pre]:font-mono [&_a]:text-primary [&_a]:underline",
        )}
      />
    </div>
  );
}
