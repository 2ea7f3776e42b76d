import type { Editor } from "@tiptap/core";
import { useEditorState } from "@tiptap/react";
import { Link2 } from "lucide-react";
import type { MouseEvent } from "react";
import { Button } from "@/web/components/ui/button";
import { FORMAT_COMMANDS } from "./format-commands";

// Keeps the text selected when a button is clicked with a mouse.
const keepSelection = (event: MouseEvent) => event.preventDefault();

interface FormatToolbarProps {
  editor: Editor;
  /** The id of the text area the buttons act on. */
  controls: string;
  linkOpen: boolean;
  onToggleLink: () => void;
}

/**
 * The editor's labelled buttons: Tab reaches each, Enter or Space runs it, and a toggle says
 * whether the selection has it (aria-pressed). Focus returns to the text, where it was.
 */
export function FormatToolbar({ editor, controls, linkOpen, onToggleLink }: FormatToolbarProps) {
  const pressed = useEditorState({
    editor,
    selector: ({ editor: current }) => FORMAT_COMMANDS.map((command) => command.isActive(current)),
  });
  return (
    <div
      role="toolbar"
      aria-label="Formatting"
      aria-controls={controls}
      className="flex flex-wrap gap-1 border-b p-1"
    >
      {FORMAT_COMMANDS.map((command, index) => {
        const Icon = command.icon;
        const on = pressed[index] ?? false;
        return (
          <Button
            key={command.label}
            type="button"
            variant={on ? "secondary" : "ghost"}
            size="icon"
            className="size-9"
            aria-label={command.label}
            aria-pressed={on}
            title={command.label}
            onMouseDown={keepSelection}
            onClick={() => command.toggle(editor.chain().focus()).run()}
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
        onMouseDown={keepSelection}
        onClick={onToggleLink}
      >
        <Link2 aria-hidden="true" />
      </Button>
    </div>
  );
}
