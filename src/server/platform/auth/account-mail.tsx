import { Action, Paragraph } from "../mail/layout";
import { defineTemplate } from "../mail/template";

interface LinkProps {
  name: string;
  url: string;
}

export const passwordReset = defineTemplate<LinkProps>({
  audience: "requested",
  subject: (_, site) => `Reset your ${site.name} password`,
  body: ({ name, url }) => (
    <>
      <Paragraph>Hi {name},</Paragraph>
      <Paragraph>
        Someone asked to reset the password of your account. If it was you, choose a new one below.
        The link works once, for one hour.
      </Paragraph>
      <Action href={url} label="Choose a new password" />
      <Paragraph>If it was not you, ignore this e-mail: your password stays as it is.</Paragraph>
    </>
  ),
});

export const passwordChanged = defineTemplate<{ name: string }>({
  audience: "requested",
  subject: (_, site) => `Your ${site.name} password was changed`,
  body: ({ name }, site) => (
    <>
      <Paragraph>Hi {name},</Paragraph>
      <Paragraph>
        The password of your account was just changed, and every device that was signed in has been
        signed out.
      </Paragraph>
      <Paragraph>
        If you did not do this, reset your password now and check your account's details.
      </Paragraph>
      <Action href={site.url("/forgot-password")} label="Reset my password" />
    </>
  ),
});

export const verifyEmail = defineTemplate<LinkProps>({
  audience: "requested",
  subject: (_, site) => `Confirm your e-mail address for ${site.name}`,
  body: ({ name, url }) => (
    <>
      <Paragraph>Hi {name},</Paragraph>
      <Paragraph>
        Confirm that this is your address to contact realtors, request tours and join the
        conversation. The link works for 24 hours.
      </Paragraph>
      <Action href={url} label="Confirm my e-mail" />
      <Paragraph>If you did not create an account, ignore this e-mail.</Paragraph>
    </>
  ),
});

export const signUpAttempt = defineTemplate<{ name: string }>({
  audience: "requested",
  subject: (_, site) => `Someone tried to create a ${site.name} account with your e-mail`,
  body: ({ name }, site) => (
    <>
      <Paragraph>Hi {name},</Paragraph>
      <Paragraph>
        Someone tried to create a new account with your e-mail address. You already have one, so
        nothing was created. If it was you, sign in instead; if you forgot your password, reset it.
      </Paragraph>
      <Action href={site.url("/forgot-password")} label="Reset my password" />
      <Paragraph>If it was not you, you can ignore this e-mail.</Paragraph>
    </>
  ),
});

/** The e-mails the accounts send of themselves, by the name their jobs carry. */
export const ACCOUNT_MAIL = {
  "password-reset": passwordReset,
  "password-changed": passwordChanged,
  "verify-email": verifyEmail,
  "sign-up-attempt": signUpAttempt,
};
