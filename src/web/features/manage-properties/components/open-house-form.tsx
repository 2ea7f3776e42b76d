import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { OPEN_HOUSE_LINK_MAX } from "@/shared/open-houses";
import { openHouseSchema, type OpenHouseForm as Values } from "@/shared/schemas/open-house";
import { NativeSelect } from "@/web/components/ui/native-select";
import { SubmitButton } from "@/web/components/ui/submit-button";
import { TextField } from "@/web/components/ui/text-field";
import { ApiClientError } from "@/web/lib/api-client";
import { applyFieldIssues } from "@/web/lib/form-errors";
import { notifyError, notifySuccess } from "@/web/lib/notify";
import { useScheduleOpenHouse } from "../api/open-houses";
import { FormField } from "./form-field";

const FIELDS = ["date", "start", "end", "kind", "link"] as const;
const EMPTY: Values = { date: "", start: "13:00", end: "15:00", kind: "in_person", link: "" };

interface OpenHouseFormProps {
  propertyId: string;
  /** "Central time": the zone the times are read in, the listing's. */
  zoneName: string;
}

/**
 * A new open house: its day and times on the listing's clock, in person or virtual. The schema
 * the server uses checks it first; what only the server knows (today, overlaps) comes back under
 * the field it is about, or above the button.
 */
export function OpenHouseForm({ propertyId, zoneName }: OpenHouseFormProps) {
  const schedule = useScheduleOpenHouse(propertyId);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, ReturnType<typeof openHouseSchema.parse>>({
    resolver: zodResolver(openHouseSchema),
    defaultValues: EMPTY,
  });
  const virtual = watch("kind") === "virtual";

  const onSubmit = handleSubmit(async (values) => {
    try {
      await schedule.mutateAsync(values);
      reset({ ...EMPTY, kind: values.kind });
      notifySuccess("Open house scheduled", "It shows on the listing now.");
    } catch (error) {
      if (applyFieldIssues(error, setError, FIELDS)) return;
      if (error instanceof ApiClientError && error.status === 409) {
        setError("root", { message: error.message });
        return;
      }
      notifyError("Failed to schedule the open house", error, "Please try again.");
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <p className="text-muted-foreground text-sm">Times are in {zoneName}, where the home is.</p>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField label="Date" type="date" error={errors.date?.message} {...register("date")} />
        <TextField label="Start" type="time" error={errors.start?.message} {...register("start")} />
        <TextField label="End" type="time" error={errors.end?.message} {...register("end")} />
      </div>
      <FormField label="Kind" error={errors.kind?.message}>
        {(control) => (
          <NativeSelect {...control} {...register("kind")}>
            <option value="in_person">In person</option>
            <option value="virtual">Virtual</option>
          </NativeSelect>
        )}
      </FormField>
      {virtual ? (
        <TextField
          label="Link"
          type="url"
          placeholder="https://"
          maxLength={OPEN_HOUSE_LINK_MAX}
          error={errors.link?.message}
          {...register("link")}
        />
      ) : null}
      {errors.root?.message ? (
        <p role="alert" className="text-destructive text-sm">
          {errors.root.message}
        </p>
      ) : null}
      <div>
        <SubmitButton busy={isSubmitting} busyLabel="Scheduling...">
          Schedule open house
        </SubmitButton>
      </div>
    </form>
  );
}
