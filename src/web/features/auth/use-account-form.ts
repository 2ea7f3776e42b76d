import { zodResolver } from "@hookform/resolvers/zod";
import { type FormEvent, useEffect } from "react";
import { useForm } from "react-hook-form";
import { useActionData, useFetcher, useNavigate, useSearchParams } from "react-router";
import type { z } from "zod";
import { RETURN_TO_PARAM, safeReturnPath } from "@/shared/return-path";
import { paths } from "@/web/app/paths";
import { ApiClientError } from "@/web/lib/api-client";
import { useAuth } from "@/web/lib/auth/auth-context";
import { notifyError, notifySuccess } from "@/web/lib/notify";
import { type AccountActionData, type AccountIntent, ENHANCED_FIELD } from "./account-action";

/** The form's fields by name; every account field is text. */
type Fields = Record<string, string>;

interface AccountFormOptions {
  intent: AccountIntent;
  schema: z.ZodType<Fields, Fields>;
  success: { title: string; text: string };
  failure: { title: string; fallback: string };
}

/**
 * A sign-in or sign-up form that posts to the profile page's action: natively before the scripts
 * run, and through a fetcher after, checked against the shared schema first. No default values:
 * react-hook-form then takes what was typed before the scripts ran from the fields themselves.
 */
export function useAccountForm({ intent, schema, success, failure }: AccountFormOptions) {
  const form = useForm<Fields, unknown, Fields>({ resolver: zodResolver(schema) });
  const fetcher = useFetcher<AccountActionData>();
  const { refresh } = useAuth();
  const navigate = useNavigate();
  // Where the visitor was sent from (a Save, a members' page): both kinds of post go back there.
  const returnTo = safeReturnPath(useSearchParams()[0].get(RETURN_TO_PARAM));
  const action = paths.profile(returnTo);
  // A plain post answered with an error draws the page again with it (no scripts needed).
  const posted = useActionData<AccountActionData>();
  const postedError = posted?.intent === intent && !posted.ok ? posted.error : undefined;

  // Once per answer: the options are module constants and the form's methods are stable.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the answer is the trigger.
  useEffect(() => {
    const result = fetcher.data;
    if (!result) return;
    if (result.ok) {
      notifySuccess(success.title, success.text);
      void refresh();
      return;
    }
    const { error } = result;
    const failed = new ApiClientError(0, error.code, error.message, error.issues ?? []);
    let focused = false;
    for (const issue of error.issues ?? []) {
      form.setError(
        issue.path,
        { type: "server", message: issue.message },
        {
          shouldFocus: !focused,
        },
      );
      focused = true;
    }
    notifyError(failure.title, failed, failure.fallback);
  }, [fetcher.data]);

  // Back to the page the visitor came from, else to /profile without the tab in the URL (signing
  // out later shows Sign In, as after a plain post). Only once the loaders the answer
  // revalidates are done: navigating while they load aborts them, and React Router lets that
  // abort escape as an unhandled rejection.
  const settled = fetcher.state === "idle" ? fetcher.data : undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the settled answer is the trigger.
  useEffect(() => {
    if (!settled?.ok) return;
    navigate(returnTo ?? paths.profile(), { replace: true, preventScrollReset: !returnTo });
  }, [settled]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    const element = event.currentTarget;
    void form.handleSubmit(() => {
      const fields = new FormData(element);
      fields.set(ENHANCED_FIELD, "1");
      return fetcher.submit(fields, { method: "post", action });
    })(event);
  };

  /** A field's message: the schema's or the server's, or a plain post's until the next try. */
  const fieldError = (name: string): string | undefined =>
    form.formState.errors[name]?.message ??
    (form.formState.submitCount === 0
      ? postedError?.issues?.find((issue) => issue.path === name)?.message
      : undefined);

  return {
    register: form.register,
    submit,
    fieldError,
    busy: fetcher.state !== "idle",
    formProps: { method: "post", action, noValidate: true } as const,
  };
}
