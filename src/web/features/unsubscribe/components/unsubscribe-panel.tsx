import { Form, Link, useNavigation } from "react-router";
import { type UnsubscribeLink, unsubscribedMessage } from "@/shared/unsubscribe";
import { Card, CardContent, CardDescription, CardHeader } from "@/web/components/ui/card";
import { SubmitButton } from "@/web/components/ui/submit-button";
import { paths } from "@/web/lib/paths";

interface UnsubscribePanelProps {
  /** The link as the page opened it, checked by the server. */
  link: UnsubscribeLink;
  /** The link's query, posted back with the button. */
  query: URLSearchParams;
  /** The answer to the button, once pressed. */
  done?: UnsubscribeLink;
}

const settingsLink = (
  <Link to={paths.settings()} className="font-medium text-primary underline underline-offset-4">
    Choose which e-mails you get
  </Link>
);

/**
 * /unsubscribe: what the e-mail's link will turn off and one button that does it. A plain form
 * (the link's fields as hidden inputs), so a mail reader's browser needs no scripts.
 */
export function UnsubscribePanel({ link, query, done }: UnsubscribePanelProps) {
  const busy = useNavigation().state === "submitting";
  const outcome = done ?? link;
  return (
    <Card className="mx-auto w-full max-w-lg">
      <CardHeader>
        <h1 className="font-bold text-2xl tracking-tight">Unsubscribe</h1>
      </CardHeader>
      <CardContent className="space-y-4">
        {!outcome.valid ? (
          <p role="alert">{outcome.message}</p>
        ) : done ? (
          <p role="status">{unsubscribedMessage(outcome.turnsOff)}</p>
        ) : (
          <Form method="post" className="space-y-4">
            <CardDescription className="text-base">
              Unsubscribing stops {outcome.turnsOff}.
            </CardDescription>
            {[...query].map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <SubmitButton busy={busy} busyLabel="Unsubscribing...">
              Unsubscribe
            </SubmitButton>
          </Form>
        )}
        <p className="text-sm">{settingsLink}</p>
      </CardContent>
    </Card>
  );
}
