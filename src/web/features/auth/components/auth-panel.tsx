import { useActionData, useSearchParams } from "react-router";
import { RETURN_TO_PARAM } from "@/shared/return-path";
import { Card, CardContent, CardDescription, CardHeader } from "@/web/components/ui/card";
import { LightTabs } from "@/web/components/ui/light-tabs";
import { useSite } from "@/web/lib/root-data";
import type { AccountActionData } from "../account-action";
import { useReturnTo } from "../use-return-to";
import { SignInForm } from "./sign-in-form";
import { SignUpForm } from "./sign-up-form";

const SIGN_UP = "sign-up";

/**
 * The signed-out view of /profile: Sign In and Create Account tabs. The tab lives in
 * the URL (`?tab=sign-up`) and each tab is a link, so it switches before the scripts run too.
 */
export function AuthPanel() {
  const [params] = useSearchParams();
  // A plain sign-up post is answered on /profile without `?tab=`: its answer shows on its tab.
  const posted = useActionData<AccountActionData>();
  const tab = params.get("tab") === SIGN_UP || posted?.intent === SIGN_UP ? SIGN_UP : "sign-in";
  // Either tab keeps the way back to where the visitor was sent from.
  const returnTo = useReturnTo();
  const { siteName } = useSite();
  const hrefFor = (value: string) => {
    const query = new URLSearchParams();
    if (value === SIGN_UP) query.set("tab", SIGN_UP);
    if (returnTo) query.set(RETURN_TO_PARAM, returnTo);
    return `?${query}`;
  };
  return (
    <Card>
      <CardHeader>
        {/* The page's main heading while signed out. */}
        <h1 className="font-semibold text-2xl leading-tight">Welcome to {siteName}</h1>
        <CardDescription>Sign in to your account or create a new one.</CardDescription>
      </CardHeader>
      <CardContent>
        <LightTabs
          label="Account access"
          listClassName="grid grid-cols-2"
          value={tab}
          tabs={[
            {
              value: "sign-in",
              label: "Sign In",
              href: hrefFor("sign-in"),
              content: <SignInForm />,
            },
            {
              value: SIGN_UP,
              label: "Create Account",
              href: hrefFor(SIGN_UP),
              content: <SignUpForm />,
            },
          ]}
        />
      </CardContent>
    </Card>
  );
}
