import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { signUpSchema } from "@/shared/schemas/auth";
import { SubmitButton } from "@/web/components/ui/submit-button";
import { TextField } from "@/web/components/ui/text-field";
import { useAuth } from "@/web/lib/auth/auth-context";
import { applyFieldIssues } from "@/web/lib/form-errors";
import { notifyError, notifySuccess } from "@/web/lib/notify";

export function SignUpForm() {
  const { signUp } = useAuth();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(signUpSchema),
    defaultValues: { name: "", email: "", password: "" },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await signUp(values);
      notifySuccess("Account created!", "Your account has been successfully created.");
    } catch (error) {
      applyFieldIssues(error, setError, ["name", "email", "password"]);
      notifyError("Error creating account", error, "Please check your information and try again.");
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <TextField
        label="Full Name"
        autoComplete="name"
        required
        error={errors.name?.message}
        {...register("name")}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        {...register("email")}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        required
        error={errors.password?.message}
        {...register("password")}
      />
      <SubmitButton busy={isSubmitting} busyLabel="Creating account..." className="w-full">
        Create Account
      </SubmitButton>
    </form>
  );
}
