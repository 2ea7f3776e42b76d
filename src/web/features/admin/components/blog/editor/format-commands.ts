import type { ChainedCommands, Editor } from "@tiptap/core";
import {
  Bold,
  Code,
  Heading2,
  Heading3,
  Italic,
  List,
  ListOrdered,
  type LucideIcon,
  Quote,
  Underline,
} from "lucide-react";

/** A toggle of the toolbar: its name, what it does, and whether the selection has it now. */
export interface FormatCommand {
  label: string;
  icon: LucideIcon;
  toggle: (chain: ChainedCommands) => ChainedCommands;
  isActive: (editor: Editor) => boolean;
}

export const FORMAT_COMMANDS: FormatCommand[] = [
  {
    label: "Bold",
    icon: Bold,
    toggle: (chain) => chain.toggleBold(),
    isActive: (editor) => editor.isActive("bold"),
  },
  {
    label: "Italic",
    icon: Italic,
    toggle: (chain) => chain.toggleItalic(),
    isActive: (editor) => editor.isActive("italic"),
  },
  {
    label: "Underline",
    icon: Underline,
    toggle: (chain) => chain.toggleUnderline(),
    isActive: (editor) => editor.isActive("underline"),
  },
  {
    label: "Heading 2",
    icon: Heading2,
    toggle: (chain) => chain.toggleHeading({ level: 2 }),
    isActive: (editor) => editor.isActive("heading", { level: 2 }),
  },
  {
    label: "Heading 3",
    icon: Heading3,
    toggle: (chain) => chain.toggleHeading({ level: 3 }),
    isActive: (editor) => editor.isActive("heading", { level: 3 }),
  },
  {
    label: "Bulleted list",
    icon: List,
    toggle: (chain) => chain.toggleBulletList(),
    isActive: (editor) => editor.isActive("bulletList"),
  },
  {
    label: "Numbered list",
    icon: ListOrdered,
    toggle: (chain) => chain.toggleOrderedList(),
    isActive: (editor) => editor.isActive("orderedList"),
  },
  {
    label: "Quote",
    icon: Quote,
    toggle: (chain) => chain.toggleBlockquote(),
    isActive: (editor) => editor.isActive("blockquote"),
  },
  {
    label: "Code block",
    icon: Code,
    toggle: (chain) => chain.toggleCodeBlock(),
    isActive: (editor) => editor.isActive("codeBlock"),
  },
];
