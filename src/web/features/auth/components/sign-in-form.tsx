import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { signInSchema } from "@/shared/schemas/auth";
import { SubmitButton } from "@/web/components/ui/submit-button";
import { TextField } from "@/web/components/ui/text-field";
import { useAuth } from "@/web/lib/auth/auth-context";
import { applyFieldIssues } from "@/web/lib/form-errors";
import { notifyError, notifySuccess } from "@/web/lib/notify";

export function SignInForm() {
  const { signIn } = useAuth();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(signInSchema), defaultValues: { email: "", password: "" } });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await signIn(values);
      notifySuccess("Welcome back!", "You have successfully signed in to your account.");
    } catch (error) {
      applyFieldIssues(error, setError, ["email", "password"]);
      notifyError("Error signing in", error, "Please check your credentials and try again.");
    }
  });

  // noValidate: the schema's messages are shown instead of the browser's bubbles.
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
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
        autoComplete="current-password"
        required
        error={errors.password?.message}
        {...register("password")}
      />
      <SubmitButton busy={isSubmitting} busyLabel="Signing in..." className="w-full">
        Sign In
      </SubmitButton>
    </form>
  );
}
