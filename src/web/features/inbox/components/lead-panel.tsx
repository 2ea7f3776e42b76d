import { Mail, Phone } from "lucide-react";
import { useId, useState } from "react";
import {
  CONTACT_WAY_LABELS,
  LEAD_NOTE_MAX,
  LEAD_SOURCE_LABELS,
  LEAD_STAGE_LABELS,
  LEAD_STAGES,
  type LeadDetails,
  type LeadStage,
} from "@/shared/leads";
import { Button } from "@/web/components/ui/button";
import { Label } from "@/web/components/ui/label";
import { NativeSelect } from "@/web/components/ui/native-select";
import { Textarea } from "@/web/components/ui/textarea";
import { notifyError, notifySuccess } from "@/web/lib/notify";
import { useUpdateLead } from "../api/leads";

interface LeadPanelProps {
  conversationId: string;
  lead: LeadDetails;
}

/**
 * The realtor's side panel of a thread: how to reach the person (as they gave it), where the
 * lead came from, its stage and a private note the other side never sees.
 */
export function LeadPanel({ conversationId, lead }: LeadPanelProps) {
  const { contact } = lead;
  const stageId = useId();
  const noteId = useId();
  const update = useUpdateLead(conversationId);
  const [note, setNote] = useState(lead.note);

  const save = async (input: { stage?: LeadStage; note?: string }, done: string) => {
    try {
      const saved = await update.mutateAsync(input);
      notifySuccess(done, `${contact.name} is at ${LEAD_STAGE_LABELS[saved.stage]}.`);
    } catch (error) {
      notifyError("Not saved", error, "Please try again.");
    }
  };

  return (
    <section aria-label="Lead" className="grid gap-3 rounded-lg border bg-muted/30 p-3 text-sm">
      <div className="grid gap-1">
        <p className="font-medium">{contact.name}</p>
        {contact.email ? (
          <a
            className="inline-flex items-center gap-2 underline-offset-4 hover:underline"
            href={`mailto:${contact.email}`}
          >
            <Mail aria-hidden="true" className="size-4" />
            {contact.email}
          </a>
        ) : null}
        {contact.phone ? (
          <a
            className="inline-flex items-center gap-2 underline-offset-4 hover:underline"
            href={`tel:${contact.phone.replace(/[^\d+]/g, "")}`}
          >
            <Phone aria-hidden="true" className="size-4" />
            {contact.phone}
          </a>
        ) : null}
        <p className="text-muted-foreground">
          {contact.contactWay ? `Prefers: ${CONTACT_WAY_LABELS[contact.contactWay]}` : null}
          {contact.contactWay && lead.source ? " · " : null}
          {lead.source ? `From: ${LEAD_SOURCE_LABELS[lead.source]}` : null}
        </p>
        {contact.guest ? (
          <p className="text-muted-foreground">
            Wrote without an account: your replies reach them by e-mail.
          </p>
        ) : null}
      </div>
      <div className="grid gap-1">
        <Label htmlFor={stageId}>Stage</Label>
        <NativeSelect
          id={stageId}
          value={lead.stage}
          disabled={update.isPending}
          onChange={(event) => save({ stage: event.target.value as LeadStage }, "Stage saved")}
        >
          {LEAD_STAGES.map((stage) => (
            <option key={stage} value={stage}>
              {LEAD_STAGE_LABELS[stage]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <form
        className="grid gap-1"
        onSubmit={(event) => {
          event.preventDefault();
          void save({ note }, "Note saved");
        }}
      >
        <Label htmlFor={noteId}>Private note</Label>
        <Textarea
          id={noteId}
          rows={3}
          maxLength={LEAD_NOTE_MAX}
          aria-describedby={`${noteId}-hint`}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
        <div className="flex items-center justify-between gap-2">
          <p id={`${noteId}-hint`} className="text-muted-foreground text-xs">
            Only you see this.
          </p>
          <Button
            type="submit"
            size="sm"
            variant="outline"
            disabled={update.isPending || note === lead.note}
          >
            Save note
          </Button>
        </div>
      </form>
    </section>
  );
}
