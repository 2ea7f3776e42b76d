import { useState } from "react";
import { BLOG_CATEGORY_MAX_LENGTH } from "@/shared/blog";
import { LoadError } from "@/web/components/table/load-error";
import { TableStatusRows } from "@/web/components/table/table-status-row";
import { Button } from "@/web/components/ui/button";
import { Input } from "@/web/components/ui/input";
import { Table, TableBody, TableHead, TableHeader, TableRow } from "@/web/components/ui/table";
import { errorMessage } from "@/web/lib/api-client";
import { useAddBlogCategory, useAdminBlogCategories } from "../../api/blog-categories";
import { CategoryRow } from "./category-row";

/** The Categories tab: add box, then Category Name, Posts, Actions. */
export function CategoriesPanel() {
  const categories = useAdminBlogCategories();
  const add = useAddBlogCategory();
  const [name, setName] = useState("");
  const [error, setError] = useState<string | null>(null);

  const submit = () => {
    const trimmed = name.trim();
    // An empty name is ignored, not an error.
    if (!trimmed || add.isPending) return;
    setError(null);
    add.mutate(trimmed, {
      onSuccess: () => setName(""),
      onError: (failure) => setError(errorMessage(failure, "Failed to add category.")),
    });
  };

  return (
    <div className="grid gap-4" aria-busy={categories.isFetching || undefined}>
      <form
        className="flex flex-col gap-2 sm:flex-row"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Input
          aria-label="New category name"
          placeholder="New category name"
          value={name}
          maxLength={BLOG_CATEGORY_MAX_LENGTH}
          onChange={(event) => setName(event.target.value)}
          className="sm:max-w-sm"
        />
        <Button type="submit" disabled={add.isPending}>
          {add.isPending ? "Adding..." : "Add"}
        </Button>
      </form>
      <CategoryAlert message={error} onDismiss={() => setError(null)} />
      {categories.isError ? (
        <LoadError
          error={categories.error}
          title="Failed to load categories."
          onRetry={() => categories.refetch()}
        />
      ) : null}
      <Table stickyActions aria-label="Categories">
        <TableHeader>
          <TableRow>
            <TableHead>Category Name</TableHead>
            <TableHead className="text-right">Posts</TableHead>
            <TableHead className="text-right">Actions</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          <TableStatusRows
            rows={categories.data}
            loading={categories.isPending}
            colSpan={3}
            empty={"No categories found"}
          />

          {categories.data?.map((category) => (
            <CategoryRow key={category.id} category={category} onError={setError} />
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

/** The inline alert of a refused add, rename or delete, with the server's message. */
function CategoryAlert({ message, onDismiss }: { message: string | null; onDismiss: () => void }) {
  if (!message) return null;
  return (
    <div
      role="alert"
      className="flex items-center justify-between gap-3 rounded-md border border-destructive/50 p-3 text-destructive text-sm"
    >
      <p>{message}</p>
      <Button variant="ghost" size="sm" onClick={onDismiss}>
        Dismiss
      </Button>
    </div>
  );
}
