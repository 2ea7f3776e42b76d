import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { photographerAccessSchema } from "@/shared/schemas/access-requests";
import { SubmitButton } from "@/web/components/ui/submit-button";
import { TextField } from "@/web/components/ui/text-field";
import { useSubmitAccessRequest } from "../api/submit-access-request";
import { sendAccessRequest } from "../send-access-request";

const FIELDS = ["fullName", "companyName", "companyWebsite"] as const;

/** The Photographer Access tab: who you are and the company you shoot for. */
export function PhotographerAccessForm({ defaultName }: { defaultName: string }) {
  const { mutateAsync } = useSubmitAccessRequest();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(photographerAccessSchema),
    defaultValues: { fullName: defaultName, companyName: "", companyWebsite: "" },
  });

  const onSubmit = handleSubmit((values) =>
    sendAccessRequest(mutateAsync, { requestType: "photographer", ...values }, setError, FIELDS),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
      <TextField
        label="Full Name"
        autoComplete="name"
        error={errors.fullName?.message}
        {...register("fullName")}
      />
      <TextField
        label="Company Name"
        autoComplete="organization"
        error={errors.companyName?.message}
        {...register("companyName")}
      />
      <div className="sm:col-span-2">
        <TextField
          label="Company Website"
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder="https://example.com"
          error={errors.companyWebsite?.message}
          {...register("companyWebsite")}
        />
      </div>
      <div className="sm:col-span-2">
        <SubmitButton busy={isSubmitting} busyLabel="Submitting..." className="w-full sm:w-auto">
          Submit Request
        </SubmitButton>
      </div>
    </form>
  );
}
