import { BLOG_CATEGORY_MAX_LENGTH } from "@/shared/blog";
import { useAdminBlogCategories } from "../../api/blog-categories";
import { ChipInput } from "./chip-input";

interface CategoryPickerProps {
  values: string[];
  onChange: (values: string[]) => void;
}

const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * The post's categories: tick existing ones, or type a new name (created when the post is saved).
 * None chosen files the post under 'general'.
 */
export function CategoryPicker({ values, onChange }: CategoryPickerProps) {
  const categories = useAdminBlogCategories();
  const existing = categories.data ?? [];
  const toggle = (name: string, on: boolean) =>
    onChange(on ? [...values, name] : values.filter((value) => !sameName(value, name)));

  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 font-medium text-sm">Categories</legend>
      {categories.isError ? (
        <p role="alert" className="text-destructive text-sm">
          Failed to load categories for this post.
        </p>
      ) : null}
      {existing.length > 0 ? (
        <div className="flex flex-wrap gap-x-4 gap-y-2">
          {existing.map((category) => {
            const checked = values.some((value) => sameName(value, category.name));
            return (
              <label key={category.id} className="inline-flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="size-4 accent-primary"
                  checked={checked}
                  onChange={(event) => toggle(category.name, event.target.checked)}
                />
                {category.name}
              </label>
            );
          })}
        </div>
      ) : null}
      <ChipInput
        id="post-new-category"
        noun="category"
        values={values.filter(
          (value) => !existing.some((category) => sameName(category.name, value)),
        )}
        onChange={(added) =>
          onChange([
            ...values.filter((value) =>
              existing.some((category) => sameName(category.name, value)),
            ),
            ...added,
          ])
        }
        placeholder="Add a new category"
        inputLabel="New category for this post"
        maxLength={BLOG_CATEGORY_MAX_LENGTH}
      />
    </fieldset>
  );
}
