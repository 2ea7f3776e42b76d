import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { COLLECTION_NOTE_MAX, type CollectionNote } from "@/shared/collections";
import { type CollectionNoteInput, collectionNoteSchema } from "@/shared/schemas/collections";
import { ReaderTime } from "@/web/components/reader-time";
import { Button } from "@/web/components/ui/button";
import { Label } from "@/web/components/ui/label";
import { SubmitButton } from "@/web/components/ui/submit-button";
import { Textarea } from "@/web/components/ui/textarea";
import { applyFieldIssues } from "@/web/lib/form-errors";
import { notifyError } from "@/web/lib/notify";

const noteTime = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

interface NotesThreadProps {
  userId: string;
  /** Names the home, so each note field and list has its own accessible name. */
  homeTitle: string;
  fieldId: string;
  notes: CollectionNote[];
  onAdd: (body: string) => Promise<unknown>;
  onDelete: (noteId: string) => Promise<unknown>;
}

/** The members' notes on one home, oldest first, and the field to add one. */
export function NotesThread({
  userId,
  homeTitle,
  fieldId,
  notes,
  onAdd,
  onDelete,
}: NotesThreadProps) {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CollectionNoteInput>({
    resolver: zodResolver(collectionNoteSchema),
    defaultValues: { body: "" },
  });
  const submit = handleSubmit(async ({ body }) => {
    try {
      await onAdd(body);
      reset();
    } catch (error) {
      if (!applyFieldIssues(error, setError, ["body"]))
        notifyError("Note not saved", error, "Please try again.");
    }
  });
  const errorId = `${fieldId}-error`;
  return (
    <div className="space-y-3">
      {notes.length === 0 ? (
        <p className="text-muted-foreground text-sm">No notes yet.</p>
      ) : (
        <ul aria-label={`Notes on ${homeTitle}`} className="space-y-2">
          {notes.map((note) => (
            <li key={note.id} className="rounded-lg bg-muted/50 p-3 text-sm">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <p>
                  <span className="font-medium">
                    {note.authorId === userId ? "You" : note.authorName}
                  </span>{" "}
                  <ReaderTime
                    at={note.createdAt}
                    words={noteTime.format}
                    className="text-muted-foreground text-xs"
                  />
                </p>
                {note.authorId === userId ? (
                  <Button
                    type="button"
                    variant="link"
                    size="sm"
                    className="h-auto p-0"
                    onClick={() =>
                      onDelete(note.id).catch((error: unknown) =>
                        notifyError("Note not deleted", error, "Please try again."),
                      )
                    }
                  >
                    Delete<span className="sr-only"> your note</span>
                  </Button>
                ) : null}
              </div>
              <p className="mt-1 whitespace-pre-wrap break-words">{note.body}</p>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={submit} noValidate className="grid gap-2">
        <Label htmlFor={fieldId}>
          Add a note<span className="sr-only"> on {homeTitle}</span>
        </Label>
        <Textarea
          id={fieldId}
          rows={2}
          maxLength={COLLECTION_NOTE_MAX}
          aria-invalid={errors.body ? true : undefined}
          aria-describedby={errors.body ? errorId : undefined}
          {...register("body")}
        />
        {errors.body ? (
          <p id={errorId} className="text-destructive text-sm">
            {errors.body.message}
          </p>
        ) : null}
        <SubmitButton
          busy={isSubmitting}
          busyLabel="Posting..."
          size="sm"
          className="justify-self-start"
        >
          Post note
        </SubmitButton>
      </form>
    </div>
  );
}
