import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { type ChangePasswordInput, changePasswordSchema } from "@/shared/schemas/account";
import { Card, CardContent, CardDescription, CardHeader } from "@/web/components/ui/card";
import { SubmitButton } from "@/web/components/ui/submit-button";
import { TextField } from "@/web/components/ui/text-field";
import { applyFieldIssues } from "@/web/lib/form-errors";
import { notifyError, notifySuccess } from "@/web/lib/notify";
import { useChangePassword } from "../api/change-password";

const EMPTY: ChangePasswordInput = { currentPassword: "", newPassword: "", confirmPassword: "" };
const FIELDS = ["currentPassword", "newPassword", "confirmPassword"] as const;

/** The full password form: the server checks the current password. */
export function SecuritySettings() {
  const { mutateAsync } = useChangePassword();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await mutateAsync(values);
      reset(EMPTY);
      notifySuccess("Password changed", "Your password has been updated successfully.");
    } catch (error) {
      applyFieldIssues(error, setError, FIELDS);
      notifyError("Error updating password", error, "There was a problem updating your password.");
    }
  });

  return (
    <Card>
      <CardHeader>
        <h3 className="font-semibold text-xl">Change Password</h3>
        <CardDescription>
          Changing your password signs you out on your other devices.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid max-w-md gap-4">
          <TextField
            label="Current Password"
            type="password"
            autoComplete="current-password"
            error={errors.currentPassword?.message}
            {...register("currentPassword")}
          />
          <TextField
            label="New Password"
            type="password"
            autoComplete="new-password"
            error={errors.newPassword?.message}
            {...register("newPassword")}
          />
          <TextField
            label="Confirm New Password"
            type="password"
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            {...register("confirmPassword")}
          />
          <SubmitButton busy={isSubmitting} busyLabel="Updating..." className="justify-self-start">
            Update Password
          </SubmitButton>
        </form>
      </CardContent>
    </Card>
  );
}
