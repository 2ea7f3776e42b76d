import { Check, Pencil, Trash2, X } from "lucide-react";
import { type KeyboardEvent, useState } from "react";
import type { AdminBlogCategory } from "@/shared/admin-blog";
import { ADMIN_BLOG_MESSAGES } from "@/shared/admin-blog";
import { BLOG_CATEGORY_MAX_LENGTH } from "@/shared/blog";
import { Button } from "@/web/components/ui/button";
import { Input } from "@/web/components/ui/input";
import { TableCell, TableRow } from "@/web/components/ui/table";
import { Tooltip } from "@/web/components/ui/tooltip";
import { errorMessage } from "@/web/lib/api-client";
import { useDeleteBlogCategory, useRenameBlogCategory } from "../../api/blog-categories";

interface CategoryRowProps {
  category: AdminBlogCategory;
  /** Shows a refused change's message in the tab's inline alert (null clears it). */
  onError: (message: string | null) => void;
}

/** One category: inline rename (Enter saves, Escape cancels) and delete while it has no posts. */
export function CategoryRow({ category, onError }: CategoryRowProps) {
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(category.name);
  const rename = useRenameBlogCategory();
  const remove = useDeleteBlogCategory();
  const inUse = category.postCount > 0;

  const cancel = () => {
    setEditing(false);
    setName(category.name);
  };
  const save = () => {
    const trimmed = name.trim();
    // An empty or unchanged name changes nothing.
    if (!trimmed || trimmed === category.name) return cancel();
    onError(null);
    rename.mutate(
      { id: category.id, name: trimmed },
      {
        onSuccess: () => setEditing(false),
        onError: (error) => onError(errorMessage(error, "Failed to update category.")),
      },
    );
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") {
      event.preventDefault();
      save();
    } else if (event.key === "Escape") {
      event.preventDefault();
      cancel();
    }
  };
  const destroy = () => {
    onError(null);
    remove.mutate(category.id, {
      onError: (error) => onError(errorMessage(error, "Failed to delete category.")),
    });
  };

  return (
    <TableRow>
      <TableCell className="[overflow-wrap:anywhere]">
        {editing ? (
          <Input
            aria-label={`New name for ${category.name}`}
            value={name}
            maxLength={BLOG_CATEGORY_MAX_LENGTH}
            autoFocus
            disabled={rename.isPending}
            onChange={(event) => setName(event.target.value)}
            onKeyDown={onKeyDown}
          />
        ) : (
          category.name
        )}
      </TableCell>
      <TableCell className="text-right tabular-nums">{category.postCount}</TableCell>
      <TableCell>
        <div className="flex justify-end gap-1">
          {editing ? (
            <>
              <Button variant="ghost" size="sm" onClick={save} disabled={rename.isPending}>
                <Check aria-hidden="true" />
                <span className="max-sm:sr-only">Save</span>
              </Button>
              <Button variant="ghost" size="sm" onClick={cancel} disabled={rename.isPending}>
                <X aria-hidden="true" />
                <span className="max-sm:sr-only">Cancel</span>
              </Button>
            </>
          ) : (
            <Button variant="ghost" size="sm" onClick={() => setEditing(true)}>
              <Pencil aria-hidden="true" />
              <span className="max-sm:sr-only">Edit</span>
              <span className="sr-only"> {category.name}</span>
            </Button>
          )}
          {inUse ? (
            <Tooltip content={ADMIN_BLOG_MESSAGES.categoryInUse}>
              {/* aria-disabled rather than disabled: it stays focusable, so the reason can show. */}
              <Button
                variant="ghost"
                size="sm"
                aria-disabled="true"
                aria-describedby={`category-in-use-${category.id}`}
                className="cursor-not-allowed opacity-60"
                onClick={(event) => event.preventDefault()}
              >
                <Trash2 aria-hidden="true" />
                <span className="max-sm:sr-only">Delete</span>
                <span className="sr-only"> {category.name}</span>
                <span id={`category-in-use-${category.id}`} className="sr-only">
                  {ADMIN_BLOG_MESSAGES.categoryInUse}
                </span>
              </Button>
            </Tooltip>
          ) : (
            <Button
              variant="ghost"
              size="sm"
              className="text-destructive hover:text-destructive"
              disabled={remove.isPending}
              onClick={destroy}
            >
              <Trash2 aria-hidden="true" />
              <span className="max-sm:sr-only">Delete</span>
              <span className="sr-only"> {category.name}</span>
            </Button>
          )}
        </div>
      </TableCell>
    </TableRow>
  );
}
