import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { realtorAccessSchema } from "@/shared/schemas/access-requests";
import { SubmitButton } from "@/web/components/ui/submit-button";
import { TextField } from "@/web/components/ui/text-field";
import { useSubmitAccessRequest } from "../api/submit-access-request";
import { sendAccessRequest } from "../send-access-request";

const FIELDS = ["fullName", "brokerageName", "brokerageEmail", "licenseNumber"] as const;

/** The Realtor Access tab: who you are and the brokerage that licenses you. */
export function RealtorAccessForm({ defaultName }: { defaultName: string }) {
  const { mutateAsync } = useSubmitAccessRequest();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(realtorAccessSchema),
    defaultValues: {
      fullName: defaultName,
      brokerageName: "",
      brokerageEmail: "",
      licenseNumber: "",
    },
  });

  const onSubmit = handleSubmit((values) =>
    sendAccessRequest(mutateAsync, { requestType: "realtor", ...values }, setError, FIELDS),
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
        label="Brokerage Name"
        autoComplete="organization"
        error={errors.brokerageName?.message}
        {...register("brokerageName")}
      />
      <TextField
        label="Brokerage Email"
        type="email"
        autoComplete="email"
        error={errors.brokerageEmail?.message}
        {...register("brokerageEmail")}
      />
      <TextField
        label="License Number"
        autoComplete="off"
        error={errors.licenseNumber?.message}
        {...register("licenseNumber")}
      />
      <div className="sm:col-span-2">
        <SubmitButton busy={isSubmitting} busyLabel="Submitting..." className="w-full sm:w-auto">
          Submit Request
        </SubmitButton>
      </div>
    </form>
  );
}
