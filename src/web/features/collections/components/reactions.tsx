import { clsx } from "clsx";
import {
  COLLECTION_REACTIONS,
  type CollectionHome,
  type CollectionMember,
  type CollectionReaction,
} from "@/shared/collections";
import { notifyError } from "@/web/lib/notify";
import { REACTION_WORDS } from "./reaction-words";

interface ReactionsProps {
  userId: string;
  home: CollectionHome;
  members: CollectionMember[];
  onReact: (reaction: CollectionReaction | null) => Promise<unknown>;
  busy: boolean;
}

/** Each member's reaction to a home, and the caller's own three choices (pressed again: none). */
export function Reactions({ userId, home, members, onReact, busy }: ReactionsProps) {
  const byMember = new Map(home.reactions.map((entry) => [entry.userId, entry.reaction]));
  const mine = byMember.get(userId) ?? null;
  const react = (choice: CollectionReaction) =>
    onReact(choice === mine ? null : choice).catch((error: unknown) =>
      notifyError("Reaction not saved", error, "Please try again."),
    );
  return (
    <div className="space-y-2">
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">Your reaction to {home.property.title}</legend>
        {COLLECTION_REACTIONS.map((choice) => (
          <button
            key={choice}
            type="button"
            aria-pressed={choice === mine}
            disabled={busy}
            onClick={() => void react(choice)}
            className={clsx(
              "inline-flex h-9 items-center gap-1 rounded-full border px-3 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-60",
              choice === mine
                ? "border-primary bg-primary text-primary-foreground"
                : "bg-background hover:bg-accent",
            )}
          >
            <span aria-hidden="true">{REACTION_WORDS[choice].mark}</span>
            {REACTION_WORDS[choice].label}
          </button>
        ))}
      </fieldset>
      <ul aria-label="Reactions" className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {members.map((member) => {
          const reaction = byMember.get(member.userId);
          return (
            <li key={member.userId}>
              <span className="font-medium">{member.userId === userId ? "You" : member.name}</span>
              {": "}
              <span className="text-muted-foreground">
                {reaction ? REACTION_WORDS[reaction].label : "No reaction yet"}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
