import { type FormEvent, useEffect, useRef, useState } from "react";
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

/** A field's message by name. */
type FieldErrors = Partial<Record<string, string>>;

interface AccountFormOptions {
  intent: AccountIntent;
  /** The shared schema, imported when the visitor first touches the form: zod stays off the page. */
  loadSchema: () => Promise<z.ZodType<Fields, Fields>>;
  /** The toast after signing in; a sign-up shows 'check your inbox' in place of its form. */
  success?: { title: string; text: string };
  failure: { title: string; fallback: string };
}

/** The first message per field, in the order the issues came. */
function messagesByField(issues: readonly { path: string; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) errors[issue.path] ??= issue.message;
  return errors;
}

/**
 * A sign-in or sign-up form that posts to the profile page's action: natively before the scripts
 * run, and through a fetcher after, checked against the shared schema first. The fields are the
 * page's own inputs, read when sent, so what was typed before the scripts ran is kept. After a
 * refused try, each field is checked again as it changes. Neither react-hook-form nor zod loads
 * with the page: the sign-in page is the one most visitors of /profile see.
 */
export function useAccountForm({ intent, loadSchema, success, failure }: AccountFormOptions) {
  const inputs = useRef(new Map<string, HTMLInputElement>());
  const [errors, setErrors] = useState<FieldErrors>({});
  const [tried, setTried] = useState(false);
  const schema = useRef<Promise<z.ZodType<Fields, Fields> | undefined> | undefined>(undefined);
  /** The schema, or none when its code could not be fetched: the server checks the same rules. */
  const schemaIfLoaded = () => {
    schema.current ??= loadSchema().catch(() => {
      // Asked for again at the next try.
      schema.current = undefined;
      return undefined;
    });
    return schema.current;
  };
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
    showErrors(messagesByField(error.issues ?? []));
  }, [fetcher.data]);

  /** Shows the messages and moves focus to the first field, in the form's order, that has one. */
  const showErrors = (next: FieldErrors) => {
    setErrors(next);
    for (const [name, input] of inputs.current) {
      if (next[name] === undefined) continue;
      input.focus();
      return;
    }
  };

  const values = (): Fields =>
    Object.fromEntries([...inputs.current].map(([name, input]) => [name, input.value]));

  /** The schema's messages for the fields as they are now. */
  const check = async (): Promise<FieldErrors> => {
    const parsed = (await schemaIfLoaded())?.safeParse(values());
    if (!parsed || parsed.success) return {};
    return messagesByField(
      parsed.error.issues.map((issue) => ({ path: String(issue.path[0]), message: issue.message })),
    );
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    setAlert(undefined);
    setTried(true);
    const found = await check();
    if (Object.keys(found).length > 0) {
      showErrors(found);
      return;
    }
    setErrors({});
    const fields = new FormData(element);
    fields.set(ENHANCED_FIELD, "1");
    await fetcher.submit(fields, { method: "post", action });
  };

  /** Each field of the form: its name, where it is for focus, and its check after a try. */
  const register = (name: string) => ({
    name,
    ref: (input: HTMLInputElement | null) => {
      if (input) inputs.current.set(name, input);
      else inputs.current.delete(name);
    },
    onFocus: () => void schemaIfLoaded(),
    onChange: () => {
      if (!tried) return;
      void check().then((found) => setErrors((shown) => ({ ...shown, [name]: found[name] })));
    },
  });

  /** A field's message: the schema's or the server's, or a plain post's until the next try. */
  const fieldError = (name: string): string | undefined =>
    errors[name] ??
    (tried ? undefined : postedError?.issues?.find((issue) => issue.path === name)?.message);

  // A sign-up's answer, after a post from the scripts or a plain one: where the link went.
  const answered = fetcher.data ?? posted;
  const checkInbox =
    answered?.intent === intent && answered.ok && "checkInbox" in answered
      ? String(answered.checkInbox)
      : undefined;

  return {
    alert,
    checkInbox,
    register,
    submit,
    fieldError,
    busy: fetcher.state !== "idle",
    formProps: { method: "post", action, noValidate: true } as const,
  };
}
