import { COLLECTION_NAME_MAX } from "@/shared/collections";
import { collectionNameSchema } from "@/shared/schemas/collections";
import { NameDialog } from "@/web/components/name-dialog";

interface CollectionNameDialogProps {
  title: string;
  description: string;
  submitLabel: string;
  defaultName?: string;
  /** Resolves once saved; a refusal with field issues shows under the field. */
  onSubmit: (name: string) => Promise<unknown>;
  onClose: () => void;
}

/** Names a new collection or renames one: the API's own name rule, its refusals under the field. */
export function CollectionNameDialog({ defaultName = "", ...props }: CollectionNameDialogProps) {
  return (
    <NameDialog
      {...props}
      defaultName={defaultName}
      schema={collectionNameSchema}
      maxLength={COLLECTION_NAME_MAX}
      placeholder="Weekend tours"
      failureTitle={`${props.title} failed`}
    />
  );
}
