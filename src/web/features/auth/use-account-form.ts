import { zodResolver } from "@hookform/resolvers/zod";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { useActionData, useFetcher } from "react-router";
import type { z } from "zod";
import type { ApiErrorBody } from "@/shared/errors";
import { useAuth } from "@/web/lib/auth/auth-context";
import { notifySuccess } from "@/web/lib/notify";
import { paths } from "@/web/lib/paths";
import {
  type AccountActionData,
  type AccountIntent,
  accountFetcherKey,
  ENHANCED_FIELD,
} from "./account-action";
import type { FormAlertMessage } from "./components/form-alert";
import { useReturnTo } from "./use-return-to";

/** The form's fields by name; every account field is text. */
type Fields = Record<string, string>;

interface AccountFormOptions {
  intent: AccountIntent;
  schema: z.ZodType<Fields, Fields>;
  /** The toast after signing in; a sign-up shows 'check your inbox' in place of its form. */
  success?: { title: string; text: string };
  failure: { title: string; fallback: string };
}

/**
 * A sign-in or sign-up form that posts to the profile page's action: natively before the scripts
 * run, and through a fetcher after, checked against the shared schema first. No default values:
 * react-hook-form then takes what was typed before the scripts ran from the fields themselves.
 */
export function useAccountForm({ intent, schema, success, failure }: AccountFormOptions) {
  const form = useForm<Fields, unknown, Fields>({ resolver: zodResolver(schema) });
  const fetcher = useFetcher<AccountActionData>({ key: accountFetcherKey(intent) });
  const { refresh } = useAuth();
  // Where the visitor was sent from (a Save, a members' page): both kinds of post go back there
  // (the page follows the answer: use-return-after-account-post.ts).
  const action = paths.profile(useReturnTo());
  // The keyed fetcher keeps its last answer while the page lives: a form drawn again after
  // signing out must not take that answer for a new one.
  const shown = useRef(fetcher.data);
  // A plain post answered with an error draws the page again with it (no scripts needed).
  const posted = useActionData<AccountActionData>();
  const postedError = posted?.intent === intent && !posted.ok ? posted.error : undefined;
  /** A refusal no field explains, for the form's alert; a new object per answer. */
  const refusal = (error: ApiErrorBody): FormAlertMessage | undefined =>
    error.issues?.length
      ? undefined
      : { title: failure.title, text: error.message?.trim() || failure.fallback };
  const [alert, setAlert] = useState<FormAlertMessage | undefined>(() =>
    postedError ? refusal(postedError) : undefined,
  );

  // Once per answer: the options are module constants and the form's methods are stable.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the answer is the trigger.
  useEffect(() => {
    const result = fetcher.data;
    if (!result || result === shown.current) return;
    shown.current = result;
    if (result.ok) {
      if (!success) return;
      notifySuccess(success.title, success.text);
      void refresh();
      return;
    }
    const { error } = result;
    setAlert(refusal(error));
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
  }, [fetcher.data]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    const element = event.currentTarget;
    setAlert(undefined);
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

  // A sign-up's answer, after a post from the scripts or a plain one: where the link went.
  const answered = fetcher.data ?? posted;
  const checkInbox =
    answered?.intent === intent && answered.ok && "checkInbox" in answered
      ? String(answered.checkInbox)
      : undefined;

  return {
    alert,
    checkInbox,
    register: form.register,
    submit,
    fieldError,
    busy: fetcher.state !== "idle",
    formProps: { method: "post", action, noValidate: true } as const,
  };
}
