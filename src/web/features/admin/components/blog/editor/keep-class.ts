import { Extension } from "@tiptap/core";

/**
 * The allow-list keeps class on every tag, so the editor does too: editing a stored post must
 * not quietly lose what the server accepted. Global attributes come before a node's own, which
 * is also where the server's sanitiser writes class.
 */
export const KeepClass = Extension.create({
  name: "keepClass",
  addGlobalAttributes() {
    return [{ types: "*", attributes: { class: { default: null } } }];
  },
});
